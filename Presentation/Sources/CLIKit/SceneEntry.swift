public import Presentation

/// One scene as the app sees it: a top-level command and a screen in the shell, run over the app's
/// adapters, `Ports`.
///
/// A feature exports its scenes as `<Name>Entry.make(...) -> [SceneEntry<Ports>]`, taking each port as a
/// function of `Ports`, such as `make(store: \.readingPlanStore)`. The app lists them once (its
/// `RegisteredFeatures`) and makes `Ports` only after a command line was read: so the command table,
/// help and completion need no adapter, and a run builds one scene, the one it runs.
public struct SceneEntry<Ports>: Sendable {
    /// A command line read into the scene's typed command, which runs over the adapters it is given:
    /// renders the scene's final state once and returns the exit code for it.
    public typealias Ready = @MainActor @Sendable (Ports, TerminalRenderer) async -> ExitCode

    /// The scene's command, such as `plan`, with its subcommands; each leaf has an example.
    public let command: CommandSpec
    /// The scene's line on the shell's home screen.
    public let screenSummary: String
    /// Reads one of `command`'s leaves (`invocation.path` starts with the command's name) into the
    /// scene's typed command, once, or refuses it: the app calls it before it makes any adapter, so a
    /// bad argument never opens or creates a database.
    public let read: @Sendable (Invocation) throws(CommandFailure) -> Ready
    /// Builds the scene the shell shows, over the session's adapters, pushed on the navigator.
    public let open:
        @MainActor @Sendable (Ports, TerminalRenderer, NavigationStack) async -> any TerminalScene

    /// - Parameters:
    ///   - parse: Reads a command line into the command's one typed value, or refuses it: the one place
    ///     its options are read.
    ///   - run: Runs a parsed command over the adapters and returns the exit code of what it displayed.
    ///   - open: Builds the screen.
    public init<Command: Sendable>(
        command: CommandSpec, screenSummary: String,
        parse: @escaping @Sendable (Invocation) throws(CommandFailure) -> Command,
        run: @escaping @MainActor @Sendable (Command, Ports, TerminalRenderer) async -> ExitCode,
        open:
            @escaping @MainActor @Sendable (Ports, TerminalRenderer, NavigationStack) async ->
            any TerminalScene
    ) {
        self.command = command
        self.screenSummary = screenSummary
        self.read = { invocation throws(CommandFailure) in
            let command = try parse(invocation)
            return { ports, terminal in await run(command, ports, terminal) }
        }
        self.open = open
    }
}
