import CLIKit
import Presentation
import __NAME__Domain

/// The __NAME__ feature as the app sees it: `app __command__` and the __command__ screen of the shell.
public enum __NAME__Entry {
    /// - Parameter store: Where the items are kept, from the app's adapters: the app's composition root
    ///   chooses it once the command line is read, and it opens nothing until first used.
    public static func make<Ports>(store: @escaping @Sendable (Ports) -> any __NAME__Store) -> [SceneEntry<Ports>] {
        [
            SceneEntry(
                command: command,
                screenSummary: "__NAME__: items kept between runs (Clean Swift VIP over a Domain port)",
                parse: Command.init,
                run: { command, ports, terminal in
                    let view = __NAME__Configurator.makeScene(store: store(ports), terminal: terminal)
                    switch command {
                    case .add(let items): return await view.add(items: items)
                    case .list: return await view.list()
                    }
                },
                open: { ports, terminal, _ in __NAME__Configurator.makeScene(store: store(ports), terminal: terminal) })
        ]
    }

    /// A command line, its options read once; the interactor checks each item against Domain's rule.
    enum Command: Equatable {
        case add([String])
        case list

        init(_ invocation: Invocation) {
            self = invocation.path.last == "add" ? .add(invocation.values[item.name] ?? []) : .list
        }
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
