import Foundation
import PackagePlugin

/// `swift package [--allow-writing-to-package-directory] strata SUBCOMMAND ...`: the repository's tool as make runs
/// it (`strata feature add Wishlist`, `strata graph --check`, `strata boundaries`, `strata affected packages`).
@main
struct StrataCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        _ = FileManager.default.changeCurrentDirectoryPath(context.package.directoryURL.path)
        let strata = try Process.run(context.tool(named: "strata").url, arguments: arguments)
        strata.waitUntilExit()
        if strata.terminationStatus != 0 { exit(strata.terminationStatus) }
    }
}
