public import Presentation

/// A scene one feature opens for another, which may not import it: the asking feature declares what it asks
/// for, the opening one a function that makes the scene, and only the app's composition root connects them.
///
/// The shell pushes it on the navigator; a command line shows it once and exits with ``exitCode``.
@MainActor
public protocol RoutedScene: TerminalScene {
    /// The exit code of what the scene displayed last.
    var exitCode: ExitCode { get }
}
