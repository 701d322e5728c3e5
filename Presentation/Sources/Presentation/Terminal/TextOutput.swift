import Domain
import Foundation

/// A place a terminal view writes lines of text to: standard output, standard error, or memory.
public protocol TextOutput: AnyObject, Sendable {
    /// Writes `text` as it is, with no newline added (a prompt, for example).
    func write(_ text: String)
}

extension TextOutput {
    /// Writes `line` followed by a newline.
    public func writeLine(_ line: String) {
        write(line + "\n")
    }
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

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

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
