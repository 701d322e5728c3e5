/// What the command line asks for.
public enum ParseResult: Sendable, Equatable {
    /// Run a leaf command.
    case run(Invocation)
    /// Show the help of the command at this path.
    case help(path: [String])
    /// Show the version.
    case version
}
