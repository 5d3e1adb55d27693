import CucumberMessages
import Foundation

extension Meta {
    /// The Cucumber Messages protocol version the envelopes follow.
    static let protocolVersion = "33.0.4"

    /// This process's environment.
    static var current: Meta {
        #if os(Linux)
            let system = "linux"
        #elseif os(macOS)
            let system = "darwin"
        #else
            let system = "unknown"
        #endif
        #if arch(x86_64)
            let cpu = "x64"
        #elseif arch(arm64)
            let cpu = "arm64"
        #else
            let cpu = "unknown"
        #endif
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return Meta(
            protocolVersion: protocolVersion,
            implementation: Product(name: "spec-runner", version: RunnerVersion.current),
            runtime: Product(name: "swift", version: swiftVersion),
            os: Product(
                name: system, version: "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"),
            cpu: Product(name: cpu)
        )
    }

    /// This process's environment, for a run that is `shard` of a split one (`nil`: a whole run) and named feature
    /// files or only folders (`namesFiles`: a merge of the shards plans as that run did).
    package static func current(shard: SpecRunnerCore.Shard?, namesFiles: Bool = false) -> Meta {
        var meta = current
        meta.shard = shard.map { Meta.Shard(index: $0.index, count: $0.count, namesFiles: namesFiles ? true : nil) }
        return meta
    }

    private static var swiftVersion: String {
        #if swift(>=6.3)
            "6.3"
        #elseif swift(>=6.2)
            "6.2"
        #else
            "6"
        #endif
    }
}
