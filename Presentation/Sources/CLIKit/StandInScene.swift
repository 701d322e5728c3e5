public import Presentation

/// What a preview opens where the app would open another feature's screen: one line saying which, and
/// with what (the event's payload, as `--json` prints it).
@MainActor
public final class StandInScene<Payload: Encodable>: OutputScene {
    public let title: String
    public let commands: [ScreenCommand] = []
    private let line: String
    private let payload: Payload
    public let output: SceneOutput

    public init(title: String, says line: String, payload: Payload, terminal: TerminalRenderer) {
        self.title = title
        self.line = line
        self.payload = payload
        self.output = SceneOutput(terminal)
    }

    public func appear() async { output.show(payload, as: .success, text: [line]) }

    public func stop() {}
}
