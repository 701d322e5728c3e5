public import Presentation

/// A parsed command line for a leaf command: its path, option values, flags and arguments.
public struct Invocation: Sendable, Equatable {
    /// Names from the root to the command, such as `["plan", "make"]`.
    public let path: [String]
    public let values: [String: [String]]
    public let flags: Set<String>
    public let arguments: [String]

    public init(
        path: [String], values: [String: [String]] = [:], flags: Set<String> = [], arguments: [String] = []
    ) {
        self.path = path
        self.values = values
        self.flags = flags
        self.arguments = arguments
    }

    /// The value of a single-valued option, or nil when it was not given.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The first argument as a whole number from 1, such as an id.
    ///
    /// Anything else is a failure (exit 65) saying that `what` must be one and what was wrong: "The loan
    /// id must be a whole number from 1 to 9223372036854775807; '0' is out of range."
    public func countingArgument(naming what: @escaping @Sendable (Language) -> String) throws(CommandFailure)
        -> Int
    {
        try Self.wholeNumber(arguments.first, from: 1, naming: what)
    }

    /// `text` as a whole number from `minimum` through `maximum`: the one rule for numbers typed on the command
    /// line or on a shell screen, each naming what was typed where (`--page`, or a screen's `The page`).
    ///
    /// Only ASCII digits with an optional sign are read (`Int.init`), so blanks, padding and other
    /// scripts' digits are refused like any other text. A failure (exit 65) gives the range and says
    /// what was wrong: a number outside the range or beyond `Int` is out of range, anything else is not a
    /// whole number. `what` is the caller's words for it, in the language the failure is reported in. Bounds are
    /// written as the language writes numbers, and `Int.max`, a limit of the machine's, not the rule's, is not
    /// shown ("a whole number of at least 1").
    public static func wholeNumber(
        _ text: String?, from minimum: Int, through maximum: Int = .max,
        naming what: @escaping @Sendable (Language) -> String
    ) throws(CommandFailure) -> Int {
        if let number = text.flatMap({ Int($0) }), (minimum...maximum).contains(number) { return number }
        let keys =
            maximum == .max
            ? (
                missing: "number.atLeast.missing", outOfRange: "number.atLeast.outOfRange",
                notWhole: "number.atLeast.notWhole"
            )
            : (missing: "number.missing", outOfRange: "number.outOfRange", notWhole: "number.notWhole")
        let key = text.map { isInteger($0) ? keys.outOfRange : keys.notWhole } ?? keys.missing
        throw CommandFailure(code: .invalidInput) { language in
            let words = Words.cliKit(language)
            return words(
                key,
                [
                    "what": what(language), "minimum": words.number(minimum),
                    "maximum": words.number(maximum),
                    "text": TerminalText.quoted(text ?? ""),
                ])
        }
    }

    /// Whether `text` is written as an integer: an optional sign, then ASCII digits, however many.
    static func isInteger(_ text: String) -> Bool {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text[...]
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
