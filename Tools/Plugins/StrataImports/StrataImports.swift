import Foundation
import PackagePlugin

/// The dependency rule inside every build that reaches the target using it, on either engine and in Xcode.
///
/// One command a package folder (`strata imports --target` for each of its targets), whose inputs are those targets'
/// sources: a build checks again only the package that changed, a new plan starts one check a package, and a
/// forbidden import fails the build on its line (docs/decisions/0023-the-rule-in-every-build.md).
@main
struct StrataImports: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let (work, home) = (context.pluginWorkDirectoryURL, context.package.directoryURL)
        // The repository: the folder of architecture.json, the package's or one above it (App's).
        let policy = [home, home.deletingLastPathComponent()].map { $0.appending(path: "architecture.json") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        guard let policy else { return [] }
        let root = policy.deletingLastPathComponent().path
        var (packages, queue) = ([Package](), [context.package])
        while let package = queue.popLast() {
            guard !packages.contains(where: { $0.id == package.id }) else { continue }
            (packages, queue) = (packages + [package], queue + package.dependencies.map(\.package))
        }
        // The graph, a line a target: its name, kind, folder in the repository and every target it lists (for a
        // product, its targets).
        let targets = packages.flatMap(\.targets).filter {
            $0 is SourceModuleTarget || $0 is SystemLibraryTarget
        }
        let folder = { (target: any Target) in
            let path = target.directoryURL.path
            return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        let graph = targets.map { target in
            let kind = (target as? SourceModuleTarget).map { "\($0.kind)" } ?? "system"
            let uses = target.dependencies.flatMap { use -> [String] in
                switch use {
                case .product(let product): product.targets.map(\.name)
                case .target(let target): [target.name]
                @unknown default: []
                }
            }
            return ([target.name, kind, folder(target)] + uses).joined(separator: "\t")
        }
        let (graphFile, text) = (work.appending(path: "graph.tsv"), graph.sorted().joined(separator: "\n"))
        // Written only when it changed: every check reads it, so a new one checks every target again.
        if (try? String(contentsOf: graphFile, encoding: .utf8)) != text {
            try text.write(to: graphFile, atomically: true, encoding: .utf8)
        }
        let strata = try context.tool(named: "strata").url
        // Where the manifests make warnings errors (`make` asks for it, decision 0017), an unused dependency too.
        let strict = ProcessInfo.processInfo.environment["STRATA_WARNINGS_AS_ERRORS"].map { _ in "--strict" }
        // A target's package folder: its path before `Sources/` or `Tests/` (the root's own tests: the root).
        let sources = targets.compactMap { $0 as? SourceModuleTarget }
        let packageFolders = Dictionary(grouping: sources) { target in
            let path = folder(target)
            let cut = ["Sources/", "Tests/"].compactMap { path.range(of: $0)?.lowerBound }.min()
            return cut.map { String(path[..<$0]) } ?? path
        }
        return packageFolders.sorted { $0.key < $1.key }.map { packageFolder, checked in
            let names = checked.map(\.name).sorted()
            let output = work.appending(path: "imports-\(packageFolder.replacing("/", with: "_")).swift")
            var arguments = ["--repository", root, "imports"] + names.flatMap { ["--target", $0] }
            arguments += ["--graph", graphFile.path, "--output", output.path] + [strict].compactMap { $0 }
            let inputs: [URL] =
                checked.flatMap { $0.sourceFiles(withSuffix: ".swift").map(\.url) } + [graphFile, policy]
            let shown = names.joined(separator: ", ")
            return .buildCommand(
                displayName: "Checking the imports of \(shown) against architecture.json", executable: strata,
                arguments: arguments, inputFiles: inputs, outputFiles: [output])
        }
    }
}
