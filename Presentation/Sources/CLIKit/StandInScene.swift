public import Presentation

/// What a preview opens where the app would open another feature's screen: one line saying which, and
/// with what (the event's payload, as `--json` prints it).
@MainActor
public final class StandInScene<Payload: Encodable>: TerminalScene {
    public let title: String
    public let commands: [ScreenCommand] = []
    public private(set) var outcome: Outcome?
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
        outcome = .success
        terminal.render(payload, text: [line], errors: [])
    }

    public func stop() {}
}
