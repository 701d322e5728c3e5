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
    private let lines: LockedLines

    init(_ lines: [String]) {
        self.lines = LockedLines(lines)
    }

    func nextLine() async -> String? { lines.next() }
}

/// The remaining lines of a script, behind a lock.
private final class LockedLines: @unchecked Sendable {
    // @unchecked: `remaining` is only touched under `lock`.
    private let lock = NSLock()
    private var remaining: ArraySlice<String>

    init(_ lines: [String]) {
        remaining = lines[...]
    }

    func next() -> String? {
        lock.withLock { remaining.popFirst() }
    }
}
