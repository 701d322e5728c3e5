/// A scene that can sit on the navigation stack: a terminal view that owns its scene's cycle.
@MainActor
public protocol TerminalScene: AnyObject {
    /// The scene's segment of the prompt, such as `users` or `7`.
    var title: String { get }
    /// The outcome of what the scene displayed last, nil until it displayed something: a command line that
    /// showed the scene exits with its code (CLIKit's `exitCode`), whichever feature's scene it is.
    var outcome: Outcome? { get }
    /// What the screen accepts in the shell, besides `back`, `help` and `quit`.
    var commands: [ScreenCommand] { get }
    /// Called once the scene is on top of the stack: the place to start loading.
    func appear() async
    /// Ends the scene when it leaves the screen (back, quit, end of input): a response still in
    /// flight must draw nothing.
    func stop()
    /// `back` on this screen: takes the scene off `navigator`, which stops it; false when it stays
    /// (the bottom scene, or one that is not on top).
    ///
    /// A scene whose router owns the way out routes through it; the default pops the stack.
    func back(on navigator: NavigationStack) -> Bool
}

extension TerminalScene {
    public func back(on navigator: NavigationStack) -> Bool {
        navigator.top === self && navigator.pop() != nil
    }
}

/// A scene whose view shows every model through its ``SceneOutput``, as each feature's views do: its outcome is
/// the output's.
@MainActor
public protocol OutputScene: TerminalScene {
    var output: SceneOutput { get }
}

extension OutputScene {
    public var outcome: Outcome? { output.outcome }
}
