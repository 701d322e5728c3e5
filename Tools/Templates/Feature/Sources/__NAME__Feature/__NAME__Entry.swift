public import CLIKit
public import Presentation

/// The feature as the app registers it: the command `app __command__` and its screen.
public enum __NAME__Entry: FeatureEntry {
    public static let scenes = [FeatureScene(command, summary: "__NAME__: a list of the items given")]

    public static func summary(of scene: FeatureScene, in language: Language) -> String {
        Words.__name__Feature(language)("scene.summary")
    }

    public static func read(_ invocation: Invocation) -> [String] { invocation.values[item.name] ?? [] }

    @MainActor public static func run(_ items: [String], ports: __NAME__Ports, terminal: TerminalRenderer, navigator: NavigationStack) async -> ExitCode {
        __NAME__Configurator.makeScene(terminal: terminal).show(items: items)
    }

    @MainActor public static func open(_ scene: String, ports: __NAME__Ports, terminal: TerminalRenderer, navigator: NavigationStack) async -> any TerminalScene {
        __NAME__Configurator.makeScene(terminal: terminal)
    }

    private static let item = OptionSpec("item", .value(placeholder: "text"), help: "An item; repeat for more.", isRepeatable: true)

    static let command = CommandSpec(
        "__command__", summary: "__NAME__: list the items given.",
        subcommands: [
            CommandSpec("show", summary: "Show the items given with --item.", options: [item, CommonOptions.json], example: ["--item", "tea", "--item", "books"])
        ],
        defaultSubcommand: "show")
}

/// All the feature takes from the app's root, nothing yet: a Domain port goes here, and an event for each
/// route to another feature's screen, carrying only what that side needs (ARCHITECTURE, "Add a route").
public struct __NAME__Ports: Sendable { public init() {} }
