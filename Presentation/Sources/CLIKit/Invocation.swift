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
    /// Anything else is a failure (exit 65) saying that `what` must be one: "The loan id must be a
    /// whole number, 1 or more."
    public func countingArgument(naming what: String) throws(CommandFailure) -> Int {
        try Self.wholeNumber(arguments.first, from: 1, naming: what)
    }

    /// `text` as a whole number from `minimum`: the one rule for numbers typed on the command line or
    /// on a shell screen.
    ///
    /// Only ASCII digits with an optional sign are read (`Int.init`), so blanks, padding, other
    /// scripts' digits and numbers beyond `Int` are refused like any other text: a failure (exit 65)
    /// saying that `what` must be one, such as "--revision must be a whole number, 0 or more."
    public static func wholeNumber(_ text: String?, from minimum: Int, naming what: String)
        throws(CommandFailure) -> Int
    {
        guard let number = text.flatMap({ Int($0) }), number >= minimum else {
            throw CommandFailure(
                code: .invalidInput, message: "\(what) must be a whole number, \(minimum) or more.")
        }
        return number
    }
}
