public import CLIKit
public import Presentation
public import __NAME__Domain

/// The feature as the app registers it: the command `app __command__` and its screen.
public enum __NAME__Entry: FeatureEntry {
    public static let scenes = [FeatureScene(command, summary: "__NAME__: items kept between runs")]

    public static func summary(of scene: FeatureScene, in language: Language) -> String {
        Words.__name__Feature(language)("scene.summary")
    }

    public static func read(_ invocation: Invocation) -> [String] { invocation.values[item.name] ?? [] }

    @MainActor public static func run(_ items: [String], ports: __NAME__Ports, terminal: TerminalRenderer, navigator: NavigationStack) async -> ExitCode {
        await __NAME__Configurator.makeScene(store: ports.store, terminal: terminal).show(adding: items)
    }

    @MainActor public static func open(_ scene: String, ports: __NAME__Ports, terminal: TerminalRenderer, navigator: NavigationStack) async -> any TerminalScene {
        __NAME__Configurator.makeScene(store: ports.store, terminal: terminal)
    }

    private static let item = OptionSpec("item", .value(placeholder: "text"), help: "An item; repeat for more.", isRequired: true, isRepeatable: true)

    static let command = CommandSpec(
        "__command__", summary: "__NAME__: items kept in the app's database.",
        subcommands: [
            CommandSpec(
                "add", summary: "Add the items given with --item: all of them, or none if one is invalid.",
                options: [item, CommonOptions.database, CommonOptions.json], example: ["--item", "tea"], writes: true),
            CommandSpec("list", summary: "List the items, oldest first.", options: [CommonOptions.database, CommonOptions.json], example: []),
        ],
        defaultSubcommand: "list")
}

/// All the feature takes from the app's root: the store, which opens nothing until first used, and an event
/// for each route to another feature's screen, carrying only what that side needs ("Add a route").
public struct __NAME__Ports: Sendable {
    public let store: any __NAME__Store
    public init(store: any __NAME__Store) { self.store = store }
}
