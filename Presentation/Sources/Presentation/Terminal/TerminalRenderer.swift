import Foundation

/// Renders view models for every scene the same way, so each scene's terminal view only says which
/// lines are results and which are errors.
public struct TerminalRenderer: Sendable {
    public let format: OutputFormat
    /// Whether transient states (loading) are worth drawing: true in the interactive shell, false for
    /// one-shot commands and scripts, which only want the result.
    public let showsProgress: Bool
    /// Colour for errors, or none.
    public let style: TerminalStyle
    /// The terminal's width in columns: longer lines are cut with an ellipsis.
    ///
    /// Nil: no limit.
    public let width: Int?
    /// What starts every error line: the program's name and a colon (`app: `) on the command line, nothing
    /// in the shell, whose prompt already says where you are (the rule is written beside `ExitCode`).
    public let errorPrefix: String
    /// The language its lines are in, which each scene's configurator hands its presenter.
    ///
    /// JSON is for scripts, so it is English whatever the environment asks: the same bytes in every language.
    public let language: Language
    private let output: any TextOutput
    private let errorOutput: any TextOutput

    public init(
        format: OutputFormat, output: any TextOutput, errorOutput: any TextOutput,
        showsProgress: Bool = false,
        style: TerminalStyle = .plain, width: Int? = nil, errorPrefix: String = "",
        language: Language = .english
    ) {
        self.errorPrefix = errorPrefix
        // JSON keeps only the codeset: a document for a terminal that is not UTF-8 is written in ASCII.
        self.language =
            format == .text
            ? language : Language(code: "en", localeIdentifier: "C", codeset: language.codeset)
        self.format = format
        self.output = output
        self.errorOutput = errorOutput
        self.showsProgress = showsProgress && format == .text
        self.style = format == .text ? style : .plain
        self.width = format == .text ? width : nil
    }

    /// Writes `text` to the output and `errors` to the error output, or, in JSON mode, `model` alone.
    public func render(_ model: some Encodable, text: [String], errors: [String]) {
        switch format {
        case .text:
            for line in text { output.writeLine(fitted(line)) }
            for line in errors { errorOutput.writeLine(style.red(fitted(errorPrefix + line))) }
        case .json:
            output.writeLine(Self.json(model, ascii: language.codeset != .utf8))
        }
    }

    /// A line for the person at the terminal that is no view model, such as "Give a row number." in the
    /// shell; scripts reading JSON never see it.
    public func note(_ line: String) {
        if format == .text { output.writeLine(fitted(line)) }
    }

    /// The line made printable (``TerminalText/printable(_:)``) and cut to the terminal's width, with
    /// an ellipsis where it was cut.
    public func fitted(_ line: String) -> String {
        let line = TerminalText.printable(line)
        guard let width, width > 1, line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }

    /// Compact JSON with sorted keys, so scripts and tests can compare it as text.
    ///
    /// Bidirectional controls are written as `\u202E`-style escapes: the same string to a script, and nothing
    /// that reorders a terminal the document is printed on. (The encoder escapes control characters itself.)
    /// With `ascii`, for a terminal whose codeset is not UTF-8, every character beyond ASCII is escaped so.
    public static func json(_ model: some Encodable, ascii: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            let text = String(decoding: try encoder.encode(model), as: UTF8.self)
            // Only ever inside a string: JSON's syntax outside strings is ASCII.
            let escaped = { (scalar: Unicode.Scalar) in
                (ascii && !scalar.isASCII) || scalar.properties.isBidiControl
            }
            return TerminalText.replacing(text, where: escaped) {
                // Beyond the first plane, a scalar is its two UTF-16 halves, as JSON writes it.
                String($0).utf16.map { unit in
                    let hex = String(unit, radix: 16, uppercase: true)
                    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }.joined()
            }
        } catch {
            // A view model is plain strings and numbers; failing to encode one is a programming error
            // that should still reach the script as valid JSON.
            return #"{"encodingError":"\#(error)"}"#
        }
    }
}
