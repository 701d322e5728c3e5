import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory feature --name Wishlist [--store]`: `make feature`.
///
/// `feature remove --name Wishlist` is `make remove-feature`.
@main
struct FeatureCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var words = arguments
        if let name = words.firstIndex(of: "--name") { words.remove(at: name) }  // `--name X` names X
        if !["add", "remove"].contains(words.first) { words.insert("add", at: 0) }
        FileManager.default.changeCurrentDirectoryPath(context.package.directoryURL.path)
        let strata = try Process.run(context.tool(named: "strata").url, arguments: ["feature"] + words)
        strata.waitUntilExit()
        if strata.terminationStatus != 0 { exit(strata.terminationStatus) }
    }
}
