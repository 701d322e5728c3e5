public import CLIKit
public import Presentation

/// The features the app runs, as its composition root lists them (`RegisteredFeatures`): AppCore, the
/// command line, the shell and the built-in commands, names no feature and no adapter.
public protocol FeatureTable {
    /// Every scene's command and home-screen line, in the order the features are listed: the command
    /// table, help and completion come from here, with no adapter made.
    static var scenes: [FeatureScene] { get }

    /// Runs a parsed command line with the feature that owns it, or returns nil when none does: the
    /// feature reads it into its typed command (a bad argument is refused there, before any adapter
    /// exists), then runs it over the adapters its leaf's options choose.
    @MainActor
    static func run(
        _ invocation: Invocation, leaf: CommandSpec, context: ProcessContext, terminal: TerminalRenderer
    )
        async throws(CommandFailure) -> ExitCode?

    /// Every scene's shell screen, over the adapters one shell session's options choose.
    @MainActor
    static func screens(
        _ invocation: Invocation, leaf: CommandSpec, context: ProcessContext, terminal: TerminalRenderer
    ) throws(CommandFailure) -> [ShellScreen]
}

extension FeatureTable {
    /// Every scene's command.
    public static var commands: [CommandSpec] { scenes.map(\.command) }
}
