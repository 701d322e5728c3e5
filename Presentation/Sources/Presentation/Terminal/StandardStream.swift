import Foundation

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
