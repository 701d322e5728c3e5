/// What the command line asks for.
public enum ParseResult: Sendable, Equatable {
    /// Run a leaf command: the command line as read, and the leaf it names, whose options say which
    /// adapters it may use.
    case run(Invocation, leaf: CommandSpec)
    /// Show the help of the command at this path.
    case help(path: [String])
    /// Show the version.
    case version
}
