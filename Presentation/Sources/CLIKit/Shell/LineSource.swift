/// Where the shell's lines come from: standard input, or a script in tests.
public protocol LineSource: Sendable {
    /// The next line without its newline, or nil at the end of input.
    func nextLine() async -> String?
}
