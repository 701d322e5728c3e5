import PackagePlugin

/// `swift package affected packages [--base REF]`: `make affected`.
@main
struct AffectedCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(
            try context.tool(named: "strata").url, ["affected"] + arguments, in: context.package.directoryURL)
    }
}
