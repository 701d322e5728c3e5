import Foundation
import PackagePlugin

/// The dependency rule inside every build that reaches the target using it, on either engine and in Xcode: one
/// command a target, `strata imports --target`, its inputs the target's sources, so a build re-checks only
/// what changed and a forbidden import fails the build on its line (docs/decisions/0023-the-rule-in-every-build.md).
@main
struct StrataImports: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        var (packages, queue) = ([Package](), [context.package])
        while let package = queue.popLast() {
            guard !packages.contains(where: { $0.id == package.id }) else { continue }
            packages.append(package)
            queue += package.dependencies.map(\.package)
        }
        let targets = packages.flatMap(\.targets).filter {
            $0 is SourceModuleTarget || $0 is SystemLibraryTarget
        }
        // What the checker needs of the graph, one line a target: name, kind, folder and the modules it lists.
        let graph = targets.map { target in
            let kind = (target as? SourceModuleTarget).map { "\($0.kind)" } ?? "system"
            let uses = target.dependencies.flatMap { use -> [String] in
                switch use {
                case .target(let target): [target.name]
                case .product(let product): product.targets.map(\.name)
                @unknown default: []
                }
            }
            return ([target.name, kind, target.directoryURL.path] + uses).joined(separator: "\t")
        }
        let work = context.pluginWorkDirectoryURL
        let graphFile = work.appending(path: "graph.tsv")
        let text = graph.sorted().joined(separator: "\n") + "\n"
        // Written only when it changed: each check reads it, so a new one re-runs every check.
        if (try? String(contentsOf: graphFile, encoding: .utf8)) != text {
            try text.write(to: graphFile, atomically: true, encoding: .utf8)
        }
        var root = context.package.directoryURL  // the repository: the folder of architecture.json
        while !FileManager.default.fileExists(atPath: root.appending(path: "architecture.json").path) {
            guard root.pathComponents.count > 1 else { throw StrataImportsError.noPolicy }
            root.deleteLastPathComponent()
        }
        let strata = try context.tool(named: "strata").url
        return targets.compactMap { $0 as? SourceModuleTarget }.map { checked in
            let output = work.appending(path: "\(checked.name)-imports.swift")
            return .buildCommand(
                displayName: "Checking the imports of \(checked.name) against architecture.json",
                executable: strata,
                arguments: [
                    "--repository", root.path, "imports", "--target", checked.name, "--graph", graphFile.path,
                    "--output", output.path,
                ],
                inputFiles: checked.sourceFiles(withSuffix: ".swift").map(\.url) + [
                    graphFile, root.appending(path: "architecture.json"),
                ],
                outputFiles: [output])
        }
    }
}

enum StrataImportsError: Error, CustomStringConvertible {
    case noPolicy
    var description: String { "no architecture.json in the package's folder or above it" }
}
