import PackagePlugin

/// `swift package --allow-writing-to-package-directory graph [--check]`: `make graph`.
@main
struct GraphCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(
            try context.tool(named: "strata").url, ["graph"] + arguments, in: context.package.directoryURL)
    }
}
