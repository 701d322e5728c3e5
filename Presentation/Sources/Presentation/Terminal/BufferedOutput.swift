import Domain

/// Keeps every line in memory, for tests and for callers that post-process a scene's output.
public final class BufferedOutput: TextOutput {
    /// Everything written so far, behind a lock so that any thread may write.
    private let storage = Locked("")

    public init() {}

    /// The complete lines written so far, oldest first (a last line without its newline is left out).
    public var lines: [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // what follows the last newline: empty, or a line still being written
        return lines
    }

    /// Everything written so far.
    public var text: String { storage.withLock { $0 } }

    public func write(_ text: String) {
        storage.withLock { $0 += text }
    }
}
