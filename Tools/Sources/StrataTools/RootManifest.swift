import Foundation

/// The part of the root Package.swift that `make graph` writes from the nested manifests, between two pairs of
/// markers: the packages it depends on, and a copy of each of their test targets pointing into that package's
/// folder, so that one `swift test` runs every package's tests and no dependency is written twice by hand.
///
/// `onePackage` writes every target of those packages into the root instead, each use of a product named by its
/// targets: the same targets as one package, the floor `make bench` measures the nested layout against.
enum RootManifest {
    static let path = "Package.swift"
    static let begin = "// From here to its end marker `make graph` writes this, from the nested manifests."
    static let end = "// The end of what `make graph` writes."
    static let beside = ["Fuzz"]  // beside the layers; the root runs its tests too

    static func text(_ repository: Repository, _ layout: Layout, onePackage: Bool = false) throws(ToolFailure)
        -> String
    {
        let manifests = layout.packages.map(\.manifest) + (try Manifest.load(beside, in: repository))
        var (packages, targets) = ([String](), [String]())
        for manifest in manifests {
            packages.append("        .package(path: \"\(manifest.folder)\"),")
            let exporter = { (target: String) in
                manifest.products.keys.sorted().first { manifest.products[$0]?.contains(target) == true }
            }
            // A package's own `swift build --build-tests` builds its executables: its tests may start them.
            let executables = manifest.targets.filter { $0.kind == "executable" }.compactMap {
                exporter($0.name)
            }
            let copied = manifest.targets.filter {
                $0.isTest || onePackage && (exporter($0.name) != nil || $0.kind == "system")
            }
            for target in copied {
                // In one package a target names its neighbours; the root names them through their products.
                let neighbours = try target.targets.map { name throws(ToolFailure) in
                    if onePackage { return "\"\(name)\"" }
                    guard let product = exporter(name) else {
                        throw ToolFailure(
                            "\(manifest.folder)/Package.swift: \(target.name) uses \(name), which no product exports, "
                                + "so the root's copy of \(target.name) cannot: make it a product.")
                    }
                    return reference(product, manifest.label)
                }
                let started = target.isTest ? executables.map { reference($0, manifest.label) } : []
                let products = target.products.map { reference($0.name, $0.package) }
                targets.append(declaration(target, uses: neighbours + products + started))
            }
        }
        var lines = try repository.read(path).components(separatedBy: "\n")
        let marks = lines.indices.filter { lines[$0].hasSuffix(begin) || lines[$0].hasSuffix(end) }
        guard marks.count == 4 else {
            throw ToolFailure("\(path) needs two regions from '\(begin)' to '\(end)'", status: 2)
        }
        lines.replaceSubrange(marks[2] + 1..<marks[3], with: targets)
        lines.replaceSubrange(marks[0] + 1..<marks[1], with: onePackage ? [] : packages)
        guard onePackage else { return lines.joined(separator: "\n") }
        // Every use of a nested package's product, the root's own targets' too, becomes its targets' names.
        let owners = Dictionary(manifests.map { ($0.label, $0) }) { first, _ in first }
        return lines.joined(separator: "\n").replacing(/\.product\(name: "([^"]+)", package: "([^"]+)"\)/) {
            let names = owners[String($0.2)]?.products[String($0.1)]
            return names?.map { "\"\($0)\"" }.joined(separator: ", ") ?? String($0.0)
        }
    }

    static func reference(_ product: String, _ package: String) -> String {
        ".product(name: \"\(product)\", package: \"\(package)\")"
    }

    /// A target's declaration, laid out as swift-format lays out the rest of the root's.
    static func declaration(_ target: Manifest.Target, uses: [String]) -> String {
        var seen = Set<String>()
        let kinds = ["test": "testTarget", "executable": "executableTarget", "system": "systemLibrary"]
        var lines = ["        .\(kinds[target.kind] ?? "target")(", "            name: \"\(target.name)\","]
        let unique = uses.filter { seen.insert($0).inserted }
        if unique.count == 1 {
            lines.append("            dependencies: [\(unique[0])],")
        } else if !unique.isEmpty {
            lines +=
                ["            dependencies: ["] + unique.map { "                \($0)," } + ["            ],"]
        }
        lines.append("            path: \"\(target.folder)\",")
        let settings = target.pkgConfig.map { "pkgConfig: \"\($0)\"" } ?? "swiftSettings: strictSettings"
        return (lines + ["            \(settings)", "        ),"]).joined(separator: "\n")
    }
}
