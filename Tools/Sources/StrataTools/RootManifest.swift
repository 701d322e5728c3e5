import Foundation

/// What `make graph` writes of the root Package.swift (ADR 0021), between three pairs of markers: the nested
/// packages' executables as products, no package dependencies, and every exported and test target, each
/// product use named by its targets; `onePackage: false` writes a root that depends on the packages instead.
enum RootManifest {
    static let path = "Package.swift"
    static let begin = "// From here to its end marker `make graph` writes this, from the nested manifests."
    static let end = "// The end of what `make graph` writes."
    static let beside = ["Fuzz"]  // beside the layers; the root runs its tests too

    static func text(_ repository: Repository, _ layout: Layout, onePackage: Bool = true) throws(ToolFailure)
        -> String
    {
        let manifests = layout.packages.map(\.manifest) + (try Manifest.load(beside, in: repository))
        var (products, packages, targets) = ([String](), [String](), [String]())
        // As one package, the build-tool plugins the nested targets use go on the first target, Domain's kernel,
        // which every module depends on: each check then runs before anything compiles (ADR 0023).
        var plugins = onePackage ? manifests.flatMap { $0.targets.flatMap(\.plugins) } : []
        for manifest in manifests {
            packages.append(".package(path: \"\(manifest.folder)\"),")
            let export = { (target: String) in
                manifest.products.keys.sorted().first { manifest.products[$0]?.contains(target) == true }
            }
            // A package's own `swift build --build-tests` builds its executables: its tests may start them.
            let executables = manifest.targets.compactMap { $0.kind == "executable" ? export($0.name) : nil }
            products += executables.map {
                ".executable(name: \"\($0)\", targets: \(manifest.products[$0] ?? [])),"
            }
            let copied = manifest.targets.filter {
                $0.isTest || onePackage && (export($0.name) != nil || $0.kind == "system")
            }
            for target in copied {
                let neighbours = target.targets.map { "\"\($0)\"" }  // the nested form: products, below
                let started = target.isTest ? executables.map { reference($0, manifest.label) } : []
                let products = target.products.map { reference($0.name, $0.package) }
                targets.append(declaration(target, uses: neighbours + products + started, plugins: plugins))
                plugins = []
            }
        }
        var lines = try repository.read(path).components(separatedBy: "\n")
        let marks = lines.indices.filter { lines[$0].hasSuffix(begin) || lines[$0].hasSuffix(end) }
        guard marks.count == 6 else {
            throw ToolFailure("\(path) needs three regions from '\(begin)' to '\(end)'", status: 2)
        }
        let regions = onePackage ? [products, [], targets] : [[], packages, targets]
        for (index, region) in regions.enumerated().reversed() {
            lines.replaceSubrange(marks[2 * index] + 1..<marks[2 * index + 1], with: region)
        }
        // Every use of a nested package's product becomes its targets' names, or (nested) the reverse.
        let owners = Dictionary(manifests.map { ($0.label, $0) }) { first, _ in first }
        var text = lines.joined(separator: "\n").replacing(/\.product\(name: "([^"]+)", package: "([^"]+)"\)/)
        {
            let names = onePackage ? owners[String($0.2)]?.products[String($0.1)] : nil
            return names?.map { "\"\($0)\"" }.joined(separator: ", ") ?? String($0.0)
        }
        if !onePackage {
            // A name in a dependency list: after `[`, a comma or a line's start; before a comma or `]`.
            text = text.replacing(/([\[,\n]\s*)"(\w+)"(?=\s*[,\]])/) { use in
                let owner = manifests.first { $0.targets.contains { $0.name == use.2 } }
                let product = owner?.products.keys.sorted().first { owner?.products[$0] == [String(use.2)] }
                return product.map { String(use.1) + reference($0, owner?.label ?? "") } ?? String(use.0)
            }
        }
        // Laid out as `make lint` expects.
        let draft = ".build/manifests/root/Package.swift"
        try repository.write(draft, text)
        guard try repository.run(["swift", "format", "format", "--in-place", draft]).status == 0 else {
            throw ToolFailure("swift format could not lay out \(draft)", status: 2)
        }
        return try repository.read(draft)
    }

    static func reference(_ product: String, _ package: String) -> String {
        ".product(name: \"\(product)\", package: \"\(package)\")"
    }

    /// One line, which swift-format lays out.
    static func declaration(
        _ target: Manifest.Target, uses: [String], plugins: [(name: String, package: String)] = []
    ) -> String {
        var seen = Set<String>()
        let kinds = ["test": "testTarget", "executable": "executableTarget", "system": "systemLibrary"]
        let unique = uses.filter { seen.insert($0).inserted }
        let dependencies = unique.isEmpty ? "" : "dependencies: [\(unique.joined(separator: ", "))], "
        let resources = target.hasResources ? "resources: [.process(\"Resources\")], " : ""
        let plugins = plugins.map { ".plugin(name: \"\($0.name)\", package: \"\($0.package)\")" }
        let settings =
            target.pkgConfig.map { "pkgConfig: \"\($0)\"" } ?? resources + "swiftSettings: strictSettings"
            + (plugins.isEmpty ? "" : ", plugins: [\(plugins.joined(separator: ", "))]")
        return
            ".\(kinds[target.kind] ?? "target")(name: \"\(target.name)\", \(dependencies)path: \"\(target.folder)\", \(settings)),"
    }
}
