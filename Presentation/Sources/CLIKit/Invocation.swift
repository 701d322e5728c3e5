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
        try Self.counting(arguments.first, naming: what)
    }

    /// The option's value as a whole number from 1, or nil when the option was not given.
    ///
    /// Anything else is a failure (exit 65) naming the option: "--page must be a whole number, 1 or
    /// more."
    public func countingValue(_ name: String) throws(CommandFailure) -> Int? {
        guard let text = value(name) else { return nil }
        return try Self.counting(text, naming: "--\(name)")
    }

    private static func counting(_ text: String?, naming what: String) throws(CommandFailure) -> Int {
        guard let number = text.flatMap({ Int($0) }), number > 0 else {
            throw CommandFailure(code: .invalidInput, message: "\(what) must be a whole number, 1 or more.")
        }
        return number
    }
}
