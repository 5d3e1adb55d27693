/// Facts about the run's environment; the first envelope of every stream.
public struct Meta: Codable, Sendable, Equatable {
    /// A named product and its version.
    public struct Product: Codable, Sendable, Equatable {
        /// The product's name.
        public var name: String
        /// The product's version, when known.
        public var version: String?

        /// Creates a product description.
        public init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }

    /// The version of the Cucumber Messages protocol this stream follows.
    public var protocolVersion: String
    /// spec-runner itself.
    public var implementation: Product
    /// The Swift runtime.
    public var runtime: Product
    /// The operating system.
    public var os: Product
    /// The processor architecture.
    public var cpu: Product
    /// The slice of a split run this run is (`--shard I/N`, Bazel's sharding); absent for a whole run.
    ///
    /// A merge tells from it which slices it lacks. A spec-runner member, which other readers ignore.
    public var shard: Shard?

    /// Slice `index` (from 1) of `count`.
    public struct Shard: Codable, Sendable, Equatable, Hashable {
        /// The slice, from 1 to `count`.
        public var index: Int
        /// How many slices the run was split into.
        public var count: Int
        /// Whether the run named feature files, not only folders (a part of the suite); absent when it did not.
        public var namesFiles: Bool?

        /// Creates the slice `index` of `count` of a run that named files (`namesFiles`) or not.
        public init(index: Int, count: Int, namesFiles: Bool? = nil) {
            self.index = index
            self.count = count
            self.namesFiles = namesFiles
        }
    }

    /// Creates run metadata.
    public init(
        protocolVersion: String, implementation: Product, runtime: Product, os: Product, cpu: Product,
        shard: Shard? = nil
    ) {
        self.protocolVersion = protocolVersion
        self.implementation = implementation
        self.runtime = runtime
        self.os = os
        self.cpu = cpu
        self.shard = shard
    }
}
