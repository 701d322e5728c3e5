import Domain
import Foundation

/// Where the shell's lines come from: standard input, or a script in tests.
protocol LineSource: Sendable {
    /// The next line without its newline, or nil at the end of input.
    func nextLine() async -> String?
}

/// Standard input, read on a dispatch thread so that waiting for the user holds no Swift thread.
struct StandardInput: LineSource {
    func nextLine() async -> String? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: readLine(strippingNewline: true)) }
        }
    }
}

/// Lines given up front, for tests.
final class ScriptedInput: LineSource {
    /// The lines not read yet.
    private let remaining: Locked<ArraySlice<String>>

    init(_ lines: [String]) {
        remaining = Locked(lines[...])
    }

    func nextLine() async -> String? { remaining.withLock { $0.popFirst() } }
}
