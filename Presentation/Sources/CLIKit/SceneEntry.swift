import Presentation

/// One scene as the app sees it: a top-level command and a screen in the shell, over the ports the
/// feature was made with.
public struct SceneEntry: Sendable {
    /// The scene's command, such as `plan`, with its subcommands; each leaf has an example.
    public let command: CommandSpec
    /// The scene's line on the shell's home screen.
    public let screenSummary: String
    /// Refuses a command line whose arguments `run` would refuse, running nothing: the app calls it
    /// before it makes any adapter, so a bad argument never opens or creates a database.
    public let check: @Sendable (Invocation) throws(CommandFailure) -> Void
    /// Runs one of `command`'s leaves (`invocation.path` starts with the command's name): renders the
    /// scene's final state once and returns the exit code for it.
    public let run:
        @MainActor @Sendable (Invocation, TerminalRenderer) async throws(CommandFailure) -> ExitCode
    /// Builds the scene the shell shows, pushed on the navigator.
    public let open: @MainActor @Sendable (TerminalRenderer, NavigationStack) async -> any TerminalScene

    /// - Parameters:
    ///   - parse: Reads a command line into the command's one typed value, or refuses it: the one place
    ///     its options are read.
    ///   - run: Runs a parsed command and returns the exit code of what it displayed.
    ///   - open: Builds the screen.
    public init<Command>(
        command: CommandSpec, screenSummary: String,
        parse: @escaping @Sendable (Invocation) throws(CommandFailure) -> Command,
        run: @escaping @MainActor @Sendable (Command, TerminalRenderer) async -> ExitCode,
        open: @escaping @MainActor @Sendable (TerminalRenderer, NavigationStack) async -> any TerminalScene
    ) {
        self.command = command
        self.screenSummary = screenSummary
        self.check = { invocation throws(CommandFailure) in _ = try parse(invocation) }
        self.run = { invocation, terminal throws(CommandFailure) in await run(try parse(invocation), terminal)
        }
        self.open = open
    }
}
