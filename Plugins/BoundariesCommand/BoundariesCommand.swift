import Foundation
import PackagePlugin

/// `swift package boundaries [--no-compiler]`: `make boundaries` (after a `swift build --build-tests`).
@main
struct BoundariesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        FileManager.default.changeCurrentDirectoryPath(context.package.directoryURL.path)
        let strata = try Process.run(context.tool(named: "strata").url, arguments: ["boundaries"] + arguments)
        strata.waitUntilExit()
        if strata.terminationStatus != 0 { exit(strata.terminationStatus) }
    }
}
