import Foundation

/// What a package's `Package.swift` declares, read with `swift package dump-package`, never a list kept by hand.
public struct Manifest: Sendable {
    public struct Target: Sendable {
        public let name: String

        /// "regular", "executable", "system", "test" or "plugin".
        public let kind: String

        /// The target's folder, relative to the repository.
        public let folder: String

        /// The targets of its own package it uses, and the (product, package identity) pairs of others.
        public let targets: [String], products: [(name: String, package: String)]
        public let pkgConfig: String?

        /// Whether it processes a `Resources` folder (its words): the root declares it again.
        public var hasResources = false

        /// The build-tool plugins it uses, each as (plugin, package): the root declares them again.
        public var plugins: [(name: String, package: String)] = []

        public var isTest: Bool { kind == "test" }

        /// Whether this target's own entry in Package.swift declares a dependency that brings `module`: a target
        /// named in its dependencies (SwiftPM resolves a bare name to a target, else to a product of that name), or
        /// a product of `owner` that exports it; what a dependency brings along does not count.
        public func uses(_ module: String, of owner: Layout.Package) -> Bool {
            if module == name || targets.contains(module) { return true }
            return products.contains { product in
                product.package.lowercased() == owner.manifest.identity
                    && owner.manifest.products[product.name]?.contains(module) == true
            }
        }
    }

    /// The package's folder and its dependencies' folders, relative to the repository ("." for the root).
    public let folder: String, dependencies: [String]
    public let targets: [Target]

    /// Each product's name and the targets it exports.
    public let products: [String: [String]]

    public var label: String { folder == "." ? "Strata" : URL(fileURLWithPath: folder).lastPathComponent }

    /// How SwiftPM names a path package: by its lowercased folder (`package` declarations need it too).
    public var identity: String { label.lowercased() }

    /// A package as a build's graph describes it (decision 0023): its targets, each listing targets only.
    init(folder: String, targets: [Target]) {
        (self.folder, self.targets, dependencies, products) = (folder, targets, [], [:])
    }

    public init(folder: String, in repository: Repository) throws(ToolFailure) {
        let json = try Self.dump(folder, in: repository)
        let list = { (key: String, object: [String: Any]) in object[key] as? [[String: Any]] ?? [] }
        // Another package's product or plugin, `[name, package, ...]`.
        let named = { (value: Any?) -> (name: String, package: String)? in
            guard let words = value as? [Any?], let name = words.first as? String else { return nil }
            return (name, words.dropFirst().first as? String ?? "")
        }
        self.folder = folder
        dependencies = try list("dependencies", json).map { dependency throws(ToolFailure) in
            guard let path = (dependency["fileSystem"] as? [[String: Any]])?.first?["path"] as? String else {
                throw ToolFailure(
                    "\(folder): only local path dependencies are allowed, found \(dependency.keys.sorted())")
            }
            let relative = repository.relative(URL(fileURLWithPath: path))
            guard !relative.hasPrefix("/") else {
                throw ToolFailure("\(folder): depends on \(path), outside this repository")
            }
            return relative
        }
        products = Dictionary(
            list("products", json).compactMap { product in
                (product["name"] as? String).map { ($0, product["targets"] as? [String] ?? []) }
            }, uniquingKeysWith: { first, _ in first })
        targets = list("targets", json).map { target in
            let name = target["name"] as? String ?? ""
            let kind = target["type"] as? String ?? "regular"
            let path =
                target["path"] as? String
                ?? (kind == "test" ? "Tests/" : kind == "plugin" ? "Plugins/" : "Sources/") + name
            // A dependency is `{"product": [name, package, ...]}`, or `{"byName"|"target": [name, ...]}`.
            let uses = list("dependencies", target)
            let products = uses.compactMap { named($0["product"]) }
            let targets = uses.compactMap { (($0["byName"] ?? $0["target"]) as? [Any?])?.first as? String }
            return Target(
                name: name, kind: kind, folder: folder == "." ? path : "\(folder)/\(path)", targets: targets,
                products: products, pkgConfig: target["pkgConfig"] as? String,
                hasResources: !list("resources", target).isEmpty,
                plugins: list("pluginUsages", target).compactMap { named($0["plugin"]) })
        }
    }

    /// `swift package dump-package` of one package (half a second), kept beside the manifest's text it came from and
    /// read from there while that text is unchanged; it names the checkout's folder `$ROOT`, so copies reuse it.
    static func dump(_ folder: String, in repository: Repository) throws(ToolFailure) -> [String: Any] {
        // A scratch folder of its own: a command plugin's `swift package` holds the lock of the root's .build.
        let scratch = ".build/manifests/" + folder.replacingOccurrences(of: "/", with: "_")
        let source = try repository.read("\(folder)/Package.swift")
        let parse = { (json: String) in
            let text = json.replacingOccurrences(of: "$ROOT/", with: repository.root.path + "/")
            return try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        }
        let unchanged = (try? repository.read(scratch + ".source")) == source
        if unchanged, let json = parse((try? repository.read(scratch + ".json")) ?? "") { return json }
        let place = ["--package-path", folder, "--scratch-path", repository.url(scratch).path]
        let result = try repository.run(["swift", "package"] + place + ["dump-package"])
        guard result.status == 0, let json = parse(result.output) else {
            let errors = result.errors.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ToolFailure("cannot read \(folder)/Package.swift:\n\(errors)", status: 2)
        }
        // The JSON first, so that a kept text never stands beside a missing or older dump.
        let kept = result.output.replacingOccurrences(of: repository.root.path + "/", with: "$ROOT/")
        try? repository.write(scratch + ".json", kept)
        try? repository.write(scratch + ".source", source)
        return json
    }

    /// Reads several manifests side by side (each `dump-package` takes about half a second).
    public static func load(_ folders: [String], in repository: Repository) throws(ToolFailure) -> [Manifest]
    {
        try concurrently(folders.count) { index throws(ToolFailure) in
            try Manifest(folder: folders[index], in: repository)
        }
    }
}
