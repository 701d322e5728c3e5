/// One positional argument of a command, such as an id.
public struct ArgumentSpec: Sendable, Equatable {
    /// How many words the argument takes.
    ///
    /// Only the last argument of a command may be `optional` or `rest`. The command line's leaves take
    /// exactly one word per argument; a shell screen's commands use the other two (`save [<revision>]`,
    /// `first <name> ...`).
    public enum Count: Sendable, Equatable {
        /// Exactly one word.
        case one
        /// One word or none.
        case optional
        /// One word or more: every word left, such as a name with a space in it.
        case rest
    }

    public let name: String
    public let help: String
    public let count: Count

    public init(_ name: String, help: String, count: Count = .one) {
        self.name = name
        self.help = help
        self.count = count
    }
}
