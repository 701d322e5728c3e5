public import CLIKit
import Presentation

/// The features the app runs, as its composition root hands them over: every scene's command, and a
/// way to run one over adapters that AppCore never names.
///
/// The root lives in module Composition, the one App module that may import DataAccess; AppCore (the
/// command line, the shell and the built-in commands) sees the scenes' commands, and the scenes erased
/// over the root's adapters.
public struct AppFeatures: Sendable {
    /// Every scene's command, in the order the features are listed: the command table, help and
    /// completion come from here, with no adapter made.
    public let commands: [CommandSpec]
    /// Runs the command line with the scene that owns it, or returns nil when none does: the scene reads
    /// it into its typed command, once (a bad argument is refused there, before any adapter exists),
    /// then runs over the adapters its leaf's options choose.
    let run:
        @MainActor @Sendable (Invocation, CommandSpec, ProcessContext, TerminalRenderer)
            async throws(CommandFailure)
            -> ExitCode?
    /// Every scene's shell screen, over the adapters one shell session's options choose.
    let screens:
        @MainActor @Sendable (Invocation, CommandSpec, ProcessContext, TerminalRenderer)
            throws(CommandFailure)
            -> [ShellScreen]

    /// - Parameters:
    ///   - scenes: Every scene, over the app's adapters.
    ///   - ports: Makes the adapters from a command line and its leaf. Only the options the leaf declares
    ///     are read (`--db`, `--api`, `--time-zone`, and the environment behind them); a bad one is
    ///     refused here, before any scene exists, and nothing is opened.
    public init<Ports>(
        scenes: [SceneEntry<Ports>],
        ports:
            @escaping @MainActor @Sendable (Invocation, CommandSpec, ProcessContext) throws(CommandFailure) ->
            Ports
    ) {
        commands = scenes.map(\.command)
        run = { invocation, leaf, context, terminal throws(CommandFailure) in
            guard let scene = scenes.first(where: { $0.command.name == invocation.path.first }) else {
                return nil
            }
            let ready = try scene.read(invocation)
            return await ready(try ports(invocation, leaf, context), terminal)
        }
        screens = { invocation, leaf, context, terminal throws(CommandFailure) in
            ShellScreen.all(scenes: scenes, over: try ports(invocation, leaf, context), terminal: terminal)
        }
    }
}
