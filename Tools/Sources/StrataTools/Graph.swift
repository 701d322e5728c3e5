import Foundation

/// `strata graph [--check]`: writes (or checks) docs/graph.md and the root Package.swift from the manifests.
public enum Graph {
    /// The tracked files `make graph` writes.
    static let drawnFiles = ["docs/graph.md", RootManifest.path]

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let check = arguments.flag("--check")
        try arguments.finish()
        let fresh = try outputs(repository)
        let changed = fresh.keys.sorted().filter { (try? repository.read($0)) != fresh[$0] }
        let drawn = drawnFiles.joined(separator: " and ")
        if check {
            let stale = "\(changed.joined(separator: ", ")) no longer match the manifests; run `make graph`."
            guard changed.isEmpty else { throw ToolFailure(stale) }
            print("graph: \(drawn) match the manifests.")
            return 0
        }
        for path in changed { try repository.write(path, fresh[path] ?? "") }
        let wrote = "graph: wrote " + changed.joined(separator: ", ")
        print(changed.isEmpty ? "graph: \(drawn) already match the manifests; nothing written" : wrote)
        return 0
    }

    public static func outputs(_ repository: Repository) throws(ToolFailure) -> [String: String] {
        let rule = try Boundaries.check(repository, modules: nil, manifestsOnly: true)
        guard rule.holds else { throw ToolFailure(rule.rendered + "\nNothing was written.") }
        let layout = try Layout(repository)
        let modules = layout.packages.flatMap(\.productModules).map(\.name)
        let shown = Set(modules.filter { !$0.hasSuffix(layout.policy.testSupportSuffix) })
        var edges = Set<String>()
        for target in layout.packages.flatMap(\.manifest.targets) where shown.contains(target.name) {
            for used in target.targets + target.products.map(\.name) where shown.contains(used) {
                edges.insert("    \(target.name) --> \(used)")
            }
        }
        var mermaid = [
            "# The module graph", "",
            "Drawn by `make graph` from the manifests; do not edit. The rule it follows is",
            "architecture.json's: which layer may depend on which.", "", "```mermaid", "flowchart TD",
        ]
        for layer in layout.policy.layers {
            mermaid.append("    subgraph layer_\(layer.name)[\"\(layer.name) layer\"]")
            for package in layout.packages where package.layer == layer.name {
                mermaid += package.productModules.map(\.name).filter(shown.contains).map {
                    "        \($0)[\"\($0)<br/><small>\(package.folder)/</small>\"]"
                }
            }
            mermaid.append("    end")
        }
        mermaid += edges.sorted() + ["```"]
        return [
            "docs/graph.md": mermaid.joined(separator: "\n") + "\n",
            RootManifest.path: try RootManifest.text(repository, layout),
        ]
    }
}
