import CLIKit

/// The features the app runs, as its composition root hands them over.
///
/// The root lives in module Composition, the one App module that may import DataAccess; AppCore (the
/// command line, the shell and the built-in commands) sees only the scenes it wires.
public struct AppFeatures: Sendable {
    /// Every scene, over adapters that are never opened: the command table, help, completion and the
    /// home screen's lines come from here.
    public let scenes: [SceneEntry]
    /// The same scenes over the adapters one command line, or one shell session, chooses.
    ///
    /// Only the options in `declared` are read (`--db`, `--api`, `--time-zone`, and the environment behind
    /// them); a bad one is refused here, before any scene exists, and nothing is opened.
    public let wire:
        @MainActor @Sendable (_ options: Invocation, _ declared: [OptionSpec], _ context: ProcessContext)
            throws(CommandFailure) -> [SceneEntry]

    public init(
        scenes: [SceneEntry],
        wire:
            @escaping @MainActor @Sendable (Invocation, [OptionSpec], ProcessContext) throws(CommandFailure)
            ->
            [SceneEntry]
    ) {
        self.scenes = scenes
        self.wire = wire
    }
}
