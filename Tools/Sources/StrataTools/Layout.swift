import Foundation

/// The layers' packages as they are: each package folder the policy names, its layer, and its manifest.
public struct Layout: Sendable {
    public struct Package: Sendable {
        public let layer: String, manifest: Manifest

        public var folder: String { manifest.folder }
        public var productModules: [Manifest.Target] {
            manifest.targets.filter { !$0.isTest && $0.kind != "plugin" }
        }
    }

    public let policy: Policy, packages: [Package]

    init(policy: Policy, packages: [Package]) { (self.policy, self.packages) = (policy, packages) }

    /// Every package of the policy, with its manifest.
    public init(_ repository: Repository) throws(ToolFailure) {
        policy = try Policy(repository)
        let located = try policy.packageFolders(in: repository)
        let manifests = try Manifest.load(located.map(\.folder), in: repository)
        packages = zip(located, manifests).map { Package(layer: $0.layer, manifest: $1) }
    }

    public func package(_ folder: String) -> Package? { packages.first { $0.folder == folder } }

    public func owner(of module: String) -> Package? {
        packages.first { $0.manifest.targets.contains { $0.name == module } }
    }

    /// A package and every package its manifests make reachable.
    public func closure(of package: Package) -> [Package] {
        var (seen, stack) = ([String](), [package.folder])
        while let folder = stack.popLast() {
            guard !seen.contains(folder), let found = self.package(folder) else { continue }
            seen.append(folder)
            stack += found.manifest.dependencies
        }
        return seen.compactMap(self.package)
    }
}
