import CLIKit
import Presentation
import __NAME__Domain

/// The __NAME__ feature as the app sees it: `app __command__` and the __command__ screen of the shell.
public enum __NAME__Entry {
    /// - Parameter store: Where the items are kept; the app's composition root chooses it.
    public static func make<Adapters>(
        store: @escaping @MainActor @Sendable (Adapters) throws(CommandFailure) -> any __NAME__Store
    ) -> FeatureEntry<Adapters> {
        FeatureEntry([
            SceneEntry(
                command: command,
                screenSummary: "__NAME__: items kept between runs (Clean Swift VIP over a Domain port)",
                ports: store,
                run: { invocation, terminal, store throws(CommandFailure) in
                    let view = __NAME__Configurator.makeScene(store: try store(), terminal: terminal)
                    if invocation.path.last == "add" {
                        await view.add(items: invocation.values[item.name] ?? [])
                    } else {
                        await view.list()
                    }
                    return view.model.map { ExitCode($0.outcome) } ?? .internalError
                },
                open: { store, terminal, _ in __NAME__Configurator.makeScene(store: store, terminal: terminal) })
        ])
    }

    private static let item = OptionSpec(
        "item", .value(placeholder: "text"), help: "An item, 1 to 200 characters; repeat for more.",
        isRequired: true, isRepeatable: true)

    static let command = CommandSpec(
        "__command__",
        summary: "__NAME__: items kept in the app's database.",
        subcommands: [
            CommandSpec(
                "add", summary: "Add the items given with --item; if one is invalid, none is added.",
                options: [item, CommonOptions.database, CommonOptions.json], example: ["--item", "tea"], writes: true),
            CommandSpec(
                "list", summary: "List the items, oldest first.", options: [CommonOptions.database, CommonOptions.json],
                example: []),
        ],
        defaultSubcommand: "list")
}
