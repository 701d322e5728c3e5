/// A command line that does not fit the command table.
///
/// The message says what was wrong.
public struct UsageError: Error, Sendable, Equatable {
    public let message: String
    /// The deepest command that was recognised, for pointing at its help.
    public let path: [String]

    public init(_ message: String, path: [String]) {
        self.message = message
        self.path = path
    }
}
