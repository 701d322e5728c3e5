public import Presentation

/// A scene one feature opens for another, which may not import it: the asking feature raises an event,
/// the opening one offers a function that makes the scene, and only the app's composition root connects
/// them, pushing the scene on the navigator the event came with.
///
/// A command line pushes it on a stack of its own and, not knowing its type, exits with its ``exitCode``.
@MainActor
public protocol RoutedScene: TerminalScene {
    /// The exit code of what the scene displayed last.
    var exitCode: ExitCode { get }
}
