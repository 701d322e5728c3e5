import Foundation

/// What a package's `Package.swift` declares: the packages it depends on and its targets.
///
/// Read with `swift package dump-package`, never from a list kept by hand.
public struct Manifest: Sendable {
    public struct Target: Sendable {
        public let name: String
        /// "regular", "executable", "system", "test" or "plugin".
        public let kind: String
        /// The target's folder, relative to the repository.
        public let folder: String
        /// Targets of the same package it uses.
        public let targets: [String]
        /// (product, package identity) pairs it uses from other packages.
        public let products: [(name: String, package: String)]

        public var isTest: Bool { kind == "test" }
    }

    /// The package's folder, relative to the repository ("." for the root).
    public let folder: String
    /// The folders of the packages it depends on, relative to the repository.
    public let dependencies: [String]
    public let targets: [Target]

    public var label: String { folder == "." ? "Strata" : URL(fileURLWithPath: folder).lastPathComponent }

    /// Reads one package's manifest.
    public init(folder: String, in repository: Repository) throws(ToolFailure) {
        // A scratch folder of its own: a command plugin's `swift package` holds the lock of the root's .build.
        let scratch = repository.url(".build/manifests/" + folder.replacingOccurrences(of: "/", with: "_"))
            .path
        let result = try repository.run(
            ["swift", "package", "--package-path", folder, "--scratch-path", scratch, "dump-package"])
        guard result.status == 0,
            let json = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        else {
            throw ToolFailure(
                "cannot read \(folder)/Package.swift:\n\(result.errors.trimmingCharacters(in: .whitespacesAndNewlines))",
                status: 2)
        }
        self.folder = folder
        var dependencies: [String] = []
        for dependency in json["dependencies"] as? [[String: Any]] ?? [] {
            guard let details = (dependency["fileSystem"] as? [[String: Any]])?.first,
                let path = details["path"] as? String
            else {
                throw ToolFailure(
                    "\(folder): only local path dependencies are allowed, found \(dependency.keys.sorted())")
            }
            let relative = repository.relative(URL(fileURLWithPath: path))
            guard !relative.hasPrefix("/") else {
                throw ToolFailure("\(folder): depends on \(path), outside this repository")
            }
            dependencies.append(relative)
        }
        self.dependencies = dependencies
        targets = (json["targets"] as? [[String: Any]] ?? []).map { target in
            let name = target["name"] as? String ?? ""
            let kind = target["type"] as? String ?? "regular"
            let defaultFolder =
                (kind == "test" ? "Tests/" : kind == "plugin" ? "Plugins/" : "Sources/") + name
            let path = (target["path"] as? String) ?? defaultFolder
            var targets: [String] = []
            var products: [(name: String, package: String)] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let product = dependency["product"] as? [Any?], let name = product.first as? String {
                    products.append((name, (product.count > 1 ? product[1] as? String : nil) ?? ""))
                } else if let other = (dependency["byName"] ?? dependency["target"]) as? [Any?],
                    let name = other.first as? String
                {
                    targets.append(name)
                }
            }
            return Target(
                name: name, kind: kind, folder: folder == "." ? path : "\(folder)/\(path)", targets: targets,
                products: products)
        }
    }

    /// Reads several manifests side by side (each `dump-package` takes about half a second).
    public static func load(_ folders: [String], in repository: Repository) throws(ToolFailure) -> [Manifest]
    {
        try concurrently(folders.count) { index throws(ToolFailure) in
            try Manifest(folder: folders[index], in: repository)
        }
    }
}
