import Foundation
import PackagePlugin

/// `swift package affected packages [--base REF]`: `make affected`.
@main
struct AffectedCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        FileManager.default.changeCurrentDirectoryPath(context.package.directoryURL.path)
        let strata = try Process.run(context.tool(named: "strata").url, arguments: ["affected"] + arguments)
        strata.waitUntilExit()
        if strata.terminationStatus != 0 { exit(strata.terminationStatus) }
    }
}
