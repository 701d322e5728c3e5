import CLIKit
import Presentation

/// The __NAME__ feature as the app sees it: `app __command__` and the __command__ screen of the shell.
public enum __NAME__Entry {
    /// The scene takes nothing from the app; a scene with storage takes its port here (see
    /// docs/ARCHITECTURE.md, "Give a scene storage").
    public static func make<Ports>() -> [SceneEntry<Ports>] {
        [
            SceneEntry(
                command: command,
                screenSummary: "__NAME__: a list of the items given (Clean Swift VIP)",
                parse: Command.init,
                run: { command, _, terminal in __NAME__Configurator.makeScene(terminal: terminal).show(items: command.items) },
                open: { _, terminal, _ in __NAME__Configurator.makeScene(terminal: terminal) })
        ]
    }

    /// The command line, its options read once.
    struct Command: Equatable {
        let items: [String]

        init(_ invocation: Invocation) {
            items = invocation.values[item.name] ?? []
        }
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
