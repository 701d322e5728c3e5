/// Colour and emphasis for a terminal, or none: only on a terminal, never with `NO_COLOR` set or
/// `TERM=dumb` (https://no-color.org).
public struct TerminalStyle: Sendable, Equatable {
    public let usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// No colour and no emphasis: for pipes, files and tests.
    public static let plain = TerminalStyle(usesColor: false)

    /// Colour only when the output is a terminal and the environment does not turn it off.
    public static func detect(isTerminal: Bool, environment: [String: String]) -> TerminalStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return TerminalStyle(usesColor: isTerminal && !noColor && !dumb)
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }

    private func wrap(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
