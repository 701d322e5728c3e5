import Foundation
import PackagePlugin

/// The dependency rule inside every build that reaches the target using it, on either engine and in Xcode: a command
/// a target, `strata imports --target`, whose inputs are the target's sources, so a build checks again only what
/// changed and a forbidden import fails the build on its line (docs/decisions/0023-the-rule-in-every-build.md).
@main
struct StrataImports: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        var (packages, queue) = ([Package](), [context.package])
        while let package = queue.popLast() {
            if !packages.contains(where: { $0.id == package.id }) {
                (packages, queue) = (packages + [package], queue + package.dependencies.map(\.package))
            }
        }
        // The graph, a line a target: its name, kind, folder and every target it lists (a product's, its targets).
        let targets = packages.flatMap(\.targets).filter {
            $0 is SourceModuleTarget || $0 is SystemLibraryTarget
        }
        let graph = targets.map { target in
            let kind = (target as? SourceModuleTarget).map { "\($0.kind)" } ?? "system"
            let uses = target.dependencies.flatMap { use -> [String] in
                if case .product(let product) = use {
                    product.targets.map(\.name)
                } else if case .target(let target) = use {
                    [target.name]
                } else {
                    []
                }
            }
            return ([target.name, kind, target.directoryURL.path] + uses).joined(separator: "\t")
        }
        let (work, root) = (context.pluginWorkDirectoryURL, context.package.directoryURL)
        let (graphFile, text) = (work.appending(path: "graph.tsv"), graph.sorted().joined(separator: "\n"))
        // Written only when it changed: every check reads it, so a new one checks every target again.
        if (try? String(contentsOf: graphFile, encoding: .utf8)) != text {
            try text.write(to: graphFile, atomically: true, encoding: .utf8)
        }
        // The repository: the folder of architecture.json, the package's or one above it (App's).
        let policy = [root, root.deletingLastPathComponent()].map { $0.appending(path: "architecture.json") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        guard let policy else { return [] }
        let strata = try context.tool(named: "strata").url
        return targets.compactMap { $0 as? SourceModuleTarget }.map { checked in
            let output = work.appending(path: "\(checked.name)-imports.swift")
            let arguments = [
                "--repository", policy.deletingLastPathComponent().path, "imports", "--target", checked.name,
            ]
            return .buildCommand(
                displayName: "Checking the imports of \(checked.name) against architecture.json",
                executable: strata,
                arguments: arguments + ["--graph", graphFile.path, "--output", output.path],
                inputFiles: checked.sourceFiles(withSuffix: ".swift").map(\.url) + [graphFile, policy],
                outputFiles: [output])
        }
    }
}
