import CLIKit
import Domain

/// Lines given up front, for tests.
final class ScriptedInput: LineSource {
    /// The lines not read yet.
    private let remaining: Locked<ArraySlice<String>>

    init(_ lines: [String]) {
        remaining = Locked(lines[...])
    }

    func nextLine() async -> String? { remaining.withLock { $0.popFirst() } }
}
