public import Presentation

/// A scene the app's root opens for a feature that asked for it and cannot name its type (a route to
/// another feature's screen), which a command line then exits with: it tells the exit code of what it
/// displayed last.
///
/// `app loans plan` raises DueLoans' event on its own stack; the root pushes ReadingPlan's scene there,
/// and the command exits with that scene's code, read through this protocol (ADR 0020).
@MainActor
public protocol RoutedScene: TerminalScene {
    /// The exit code of what the scene displayed last.
    var exitCode: ExitCode { get }
}

/// What a preview opens where the app would open another feature's screen: one line saying which, and
/// with what (the event's payload, as `--json` prints it).
@MainActor
public final class StandInScene<Payload: Encodable>: RoutedScene {
    public let title: String
    public let commands: [ScreenCommand] = []
    public private(set) var exitCode = ExitCode.internalError
    private let line: String
    private let payload: Payload
    private let terminal: TerminalRenderer

    public init(title: String, says line: String, payload: Payload, terminal: TerminalRenderer) {
        self.title = title
        self.line = line
        self.payload = payload
        self.terminal = terminal
    }

    public func appear() async {
        exitCode = .success
        terminal.render(payload, text: [line], errors: [])
    }

    public func stop() {}
}
