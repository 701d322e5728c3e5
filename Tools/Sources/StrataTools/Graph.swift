import Foundation

/// `strata graph [--check]`: draws the module graph from the manifests.
///
/// Into docs/graph.md, as Mermaid, which GitHub renders as a picture. Modules are grouped by layer; arrows are
/// the target dependencies the manifests declare. `--check` fails when the file no longer matches.
public enum Graph {
    /// The tracked files `make graph` writes.
    static let drawnFiles = ["docs/graph.md"]

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let check = arguments.flag("--check")
        try arguments.finish()
        let fresh = try outputs(repository)
        if check {
            let stale = fresh.keys.sorted().filter { (try? repository.read($0)) != fresh[$0] }
            guard stale.isEmpty else {
                throw ToolFailure(
                    "\(stale.joined(separator: ", ")) no longer match the manifests; run `make graph`.")
            }
            print("graph: docs/graph.md matches the manifests.")
            return 0
        }
        for (path, text) in fresh { try repository.write(path, text) }
        print("graph: wrote " + fresh.keys.sorted().joined(separator: ", "))
        return 0
    }

    /// What `make graph` writes, by path.
    public static func outputs(_ repository: Repository) throws(ToolFailure) -> [String: String] {
        let layout = try Layout(repository)
        let groups = layout.policy.layers.map { layer in
            (
                layer: layer.name,
                modules: layout.packages.filter { $0.layer == layer.name }.flatMap { package in
                    package.productModules.filter { !$0.name.hasSuffix(layout.policy.testSupportSuffix) }
                        .map { (name: $0.name, folder: package.folder) }
                }
            )
        }
        let shown = Set(groups.flatMap { $0.modules.map(\.name) })
        let edges = Set(
            layout.packages.flatMap { package in
                package.manifest.targets.filter { shown.contains($0.name) }.flatMap { target in
                    (target.targets + target.products.map(\.name)).filter(shown.contains).map {
                        [target.name, $0]
                    }
                }
            }
        ).sorted { $0.lexicographicallyPrecedes($1) }

        var mermaid = [
            "# The module graph", "",
            "Drawn by `make graph` from the manifests; do not edit. The rule it follows is",
            "architecture.json's: which layer may depend on which.", "", "```mermaid", "flowchart TD",
        ]
        for group in groups {
            mermaid.append("    subgraph layer_\(group.layer)[\"\(group.layer) layer\"]")
            mermaid += group.modules.map {
                "        \($0.name)[\"\($0.name)<br/><small>\($0.folder)/</small>\"]"
            }
            mermaid.append("    end")
        }
        mermaid += edges.map { "    \($0[0]) --> \($0[1])" } + ["```"]
        return ["docs/graph.md": mermaid.joined(separator: "\n") + "\n"]
    }
}
