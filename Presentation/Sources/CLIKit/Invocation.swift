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
}
