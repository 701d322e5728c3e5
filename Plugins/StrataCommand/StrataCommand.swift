import Foundation
import PackagePlugin

/// `swift package strata SUBCOMMAND ...`: the repository's tool as make runs it (docs/TOOLING.md).
@main
struct StrataCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        _ = FileManager.default.changeCurrentDirectoryPath(context.package.directoryURL.path)
        let strata = try Process.run(context.tool(named: "strata").url, arguments: arguments)
        strata.waitUntilExit()
        if strata.terminationStatus != 0 { exit(strata.terminationStatus) }
    }
}
