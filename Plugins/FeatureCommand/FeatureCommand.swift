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
        try run(try context.tool(named: "strata").url, ["feature"] + words, in: context.package.directoryURL)
    }
}
