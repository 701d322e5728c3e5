import PackagePlugin

/// `swift package boundaries [--no-compiler]`: `make boundaries` (after a `swift build --build-tests`).
@main
struct BoundariesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(
            try context.tool(named: "strata").url, ["boundaries"] + arguments,
            in: context.package.directoryURL)
    }
}
