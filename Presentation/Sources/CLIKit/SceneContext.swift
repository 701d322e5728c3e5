import Presentation

/// What a scene gets from the app for one command, or for one shell session.
public struct SceneContext<Adapters> {
    /// The composition root's adapters for the command line given.
    public let adapters: Adapters
    /// Where the scene's views render: text or JSON, plain or styled.
    public let terminal: TerminalRenderer

    public init(adapters: Adapters, terminal: TerminalRenderer) {
        self.adapters = adapters
        self.terminal = terminal
    }
}
