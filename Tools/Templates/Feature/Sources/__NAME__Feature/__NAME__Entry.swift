public import CLIKit
import Presentation

/// The feature as the app registers it: the command `app __command__` and its screen.
public enum __NAME__Entry {
    /// Its scenes, which take no port; a port (storage) is a parameter here, and an event out to another
    /// feature's screen a closure beside it, as `DueLoansPorts.planReading` (ARCHITECTURE, "Add a route").
    public static func make<Ports>() -> [SceneEntry<Ports>] {
        [
            SceneEntry(
                command: command, screenSummary: "__NAME__: a list of the items given",
                parse: { invocation in invocation.values[item.name] ?? [] },
                run: { items, _, terminal in __NAME__Configurator.makeScene(terminal: terminal).show(items: items) },
                open: { _, terminal, _ in __NAME__Configurator.makeScene(terminal: terminal) })
        ]
    }

    private static let item = OptionSpec(
        "item", .value(placeholder: "text"), help: "An item; repeat for more.", isRepeatable: true)

    static let command = CommandSpec(
        "__command__",
        summary: "__NAME__: list the items given.",
        subcommands: [
            CommandSpec(
                "show", summary: "Show the items given with --item.", options: [item, CommonOptions.json],
                example: ["--item", "tea", "--item", "books"])
        ],
        defaultSubcommand: "show")
}
