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

    /// Creates run metadata.
    public init(protocolVersion: String, implementation: Product, runtime: Product, os: Product, cpu: Product) {
        self.protocolVersion = protocolVersion
        self.implementation = implementation
        self.runtime = runtime
        self.os = os
        self.cpu = cpu
    }
}
