import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory graph [--check]`: `make graph`.
@main
struct GraphCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        FileManager.default.changeCurrentDirectoryPath(context.package.directoryURL.path)
        let strata = try Process.run(context.tool(named: "strata").url, arguments: ["graph"] + arguments)
        strata.waitUntilExit()
        if strata.terminationStatus != 0 { exit(strata.terminationStatus) }
    }
}
