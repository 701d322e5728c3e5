import Presentation

/// One scene as the app sees it: a top-level command and a screen in the shell.
public struct SceneEntry<Adapters>: Sendable {
    /// The scene's command, such as `plan`, with its subcommands; each leaf has an example.
    public let command: CommandSpec
    /// The scene's line on the shell's home screen.
    public let screenSummary: String
    private let runLeaf:
        @MainActor @Sendable (Invocation, SceneContext<Adapters>) async throws(CommandFailure) -> ExitCode
    private let openScreen:
        @MainActor @Sendable (SceneContext<Adapters>, NavigationStack) async throws(CommandFailure) ->
            any TerminalScene

    /// - Parameters:
    ///   - run: Runs one of `command`'s leaves; `invocation.path` starts with the command's name. It
    ///     renders the scene's final state once and returns the exit code for it.
    ///   - open: Builds the scene the shell shows, pushed on `navigator`.
    public init(
        command: CommandSpec, screenSummary: String,
        run:
            @escaping @MainActor @Sendable (Invocation, SceneContext<Adapters>) async throws(CommandFailure)
            -> ExitCode,
        open:
            @escaping @MainActor @Sendable (SceneContext<Adapters>, NavigationStack)
            async throws(CommandFailure) -> any TerminalScene
    ) {
        self.command = command
        self.screenSummary = screenSummary
        self.runLeaf = run
        self.openScreen = open
    }

    @MainActor
    public func run(_ invocation: Invocation, in context: SceneContext<Adapters>) async throws(CommandFailure)
        -> ExitCode
    {
        try await runLeaf(invocation, context)
    }

    @MainActor
    public func open(in context: SceneContext<Adapters>, navigator: NavigationStack)
        async throws(CommandFailure)
        -> any TerminalScene
    {
        try await openScreen(context, navigator)
    }
}

extension SceneEntry {
    /// A scene whose commands and screen take one set of ports from the app.
    ///
    /// - Parameters:
    ///   - ports: Turns the app's adapters into the scene's ports; the app's registration line.
    ///   - run: Runs a leaf; it calls `ports` only once the arguments are checked, so a bad id is
    ///     refused before any store is opened.
    ///   - open: Builds the screen over the ports.
    public init<Ports>(
        command: CommandSpec, screenSummary: String,
        ports: @escaping @MainActor @Sendable (Adapters) throws(CommandFailure) -> Ports,
        run:
            @escaping @MainActor @Sendable (
                Invocation, TerminalRenderer, () throws(CommandFailure) -> Ports
            ) async throws(CommandFailure) -> ExitCode,
        open:
            @escaping @MainActor @Sendable (Ports, TerminalRenderer, NavigationStack) async ->
            any TerminalScene
    ) {
        self.init(
            command: command, screenSummary: screenSummary,
            run: { invocation, context throws(CommandFailure) in
                try await run(invocation, context.terminal) { () throws(CommandFailure) in
                    try ports(context.adapters)
                }
            },
            open: { context, navigator throws(CommandFailure) in
                await open(try ports(context.adapters), context.terminal, navigator)
            })
    }
}
