public import CLIKit
import Presentation
public import __NAME__Domain

/// The feature as the app registers it: the command `app __command__` and its screen.
public enum __NAME__Entry {
    /// - Parameter store: The port among the app's adapters, which the composition root makes once a
    ///   command line is read; it opens nothing until first used. To open another feature's screen, raise
    ///   an event: a closure beside the port, as `DueLoansPorts.planReading` (ARCHITECTURE, "Add a route").
    public static func make<Ports>(store: @escaping @Sendable (Ports) -> any __NAME__Store) -> [SceneEntry<Ports>] {
        [
            SceneEntry(
                command: command, screenSummary: "__NAME__: items kept between runs",
                // The command line, read once: the items to add (`add` requires one), or none to list.
                parse: { invocation in invocation.values[item.name] ?? [] },
                run: { items, ports, terminal in
                    await __NAME__Configurator.makeScene(store: store(ports), terminal: terminal).show(adding: items)
                },
                open: { ports, terminal, _ in __NAME__Configurator.makeScene(store: store(ports), terminal: terminal) })
        ]
    }

    private static let item = OptionSpec(
        "item", .value(placeholder: "text"), help: "An item; repeat for more.", isRequired: true, isRepeatable: true)

    static let command = CommandSpec(
        "__command__",
        summary: "__NAME__: items kept in the app's database.",
        subcommands: [
            CommandSpec(
                "add", summary: "Add the items given with --item: all of them, or none if one is invalid.",
                options: [item, CommonOptions.database, CommonOptions.json], example: ["--item", "tea"], writes: true),
            CommandSpec(
                "list", summary: "List the items, oldest first.", options: [CommonOptions.database, CommonOptions.json],
                example: []),
        ],
        defaultSubcommand: "list")
}
