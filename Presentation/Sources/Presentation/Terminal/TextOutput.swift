import Foundation

/// A place a terminal view writes lines of text to: standard output, standard error, or memory.
public protocol TextOutput: AnyObject, Sendable {
    /// Writes `line` followed by a newline.
    func writeLine(_ line: String)
}

/// Writes to one of the process's standard streams, unbuffered so that stdout and stderr interleave
/// in the order they were written.
public final class StandardStream: TextOutput {
    /// The process's standard output: results.
    public static let output = StandardStream(handle: .standardOutput)
    /// The process's standard error: messages about failures.
    public static let error = StandardStream(handle: .standardError)

    private let handle: FileHandle

    private init(handle: FileHandle) {
        self.handle = handle
    }

    public func writeLine(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}

/// Keeps every line in memory, for tests and for callers that post-process a scene's output.
public final class BufferedOutput: TextOutput {
    private let storage = LockedLines()

    public init() {}

    /// The lines written so far, oldest first.
    public var lines: [String] { storage.snapshot() }

    /// Everything written so far, each line ending in a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    public func writeLine(_ line: String) {
        storage.append(line)
    }
}

/// The lines of a `BufferedOutput`, guarded by a lock so any thread may write.
private final class LockedLines: @unchecked Sendable {
    // @unchecked: every access to `lines` goes through `lock`.
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    func snapshot() -> [String] {
        lock.withLock { lines }
    }
}
