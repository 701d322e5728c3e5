import Foundation

/// Text from outside (typed input, stored data, a server's answer) made safe to print on a terminal.
///
/// A control character printed raw acts on the user's terminal: `ESC [2J` clears it, others move
/// the cursor or retitle the window. A bidirectional control (U+202E RIGHT-TO-LEFT OVERRIDE, the
/// isolates U+2066 to U+2069, and the rest of Unicode's `Bidi_Control` set) makes the terminal show
/// the rest of the line in another order than it was written. So all of them are shown as
/// `\u{1B}`-style escapes instead, and an echoed value is cut short, so a 1 MB argument cannot fill
/// the screen with its own error.
public enum TerminalText {
    /// The line with every control character except tab, and every bidirectional control, written as a
    /// visible escape.
    public static func printable(_ line: String) -> String {
        replacing(line, where: isUnsafe) { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
    }

    /// `text` with every scalar that `isEscaped` picks written as `escape` spells it; `text` itself when none is.
    static func replacing(
        _ text: String, where isEscaped: (Unicode.Scalar) -> Bool, with escape: (Unicode.Scalar) -> String
    ) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                shown.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown)
    }

    /// A value for a message: printable, and cut to `limit` characters with an ellipsis and the full
    /// length, such as `99999… (1048576 characters)`.
    public static func excerpt(_ text: some StringProtocol, limit: Int = 40) -> String {
        let count = text.count
        guard count > limit else { return printable(String(text)) }
        return "\(printable(String(text.prefix(limit))))… (\(count) characters)"
    }

    /// ``excerpt(_:limit:)`` in single quotes, for quoting what the user typed; a tab shows as `\t`, so that a
    /// value made of blanks is still seen.
    public static func quoted(_ text: some StringProtocol, limit: Int = 40) -> String {
        "'\(excerpt(text, limit: limit).replacingOccurrences(of: "\t", with: "\\t"))'"
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        (scalar != "\t" && scalar.properties.generalCategory == .control) || scalar.properties.isBidiControl
    }
}
