// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Domain

/// Waits that end on an event, with a limit that only a broken guard reaches, so it fails the test in a minute
/// instead of hanging the run.
///
/// Swift Testing's own `.timeLimit` needs newer platforms than the feature packages declare, so the limit is
/// kept here: one timer per wait, which wakes it once. The wait itself never polls: it checks its condition
/// again only when what it watches changes.
public enum Deadline {
    /// How long, in seconds, a wait may last before the test fails: far beyond a loaded machine's slowest.
    public static let standardSeconds = 60

    /// Why a wait gave up.
    public struct Missed: Error, CustomStringConvertible {
        public let what: String
        public var description: String { "\(what) did not happen within \(Deadline.standardSeconds) s" }
    }

    /// Returns once `condition` holds, checking it again each time `changes` changes (a fake's, as a request
    /// is held); throws ``Missed`` after ``standardSeconds``.
    public static func until(
        _ what: String = "the condition", on changes: Changes, isolation: isolated (any Actor)? = #isolation,
        _ condition: () async -> Bool
    ) async throws(Missed) {
        let expired = Locked(false)
        let timer = Task {
            guard (try? await Task.sleep(nanoseconds: UInt64(standardSeconds) * 1_000_000_000)) != nil else {
                return
            }
            expired.withLock { $0 = true }
            changes.changed()
        }
        defer { timer.cancel() }
        do {
            try await changes.until(isolation: isolation) {
                if await condition() { return true }
                if expired.withLock({ $0 }) { throw Missed(what: what) }
                return false
            }
        } catch {
            throw Missed(what: what)
        }
    }

    /// Runs `work` on the main actor and waits for it to finish; throws ``Missed`` after ``standardSeconds``,
    /// leaving a hung `work` behind (a parked request that a broken guard never lets go).
    @MainActor
    public static func finishes(_ what: String = "the action", _ work: @escaping @MainActor () async -> Void)
        async throws(Missed)
    {
        let finished = Changes()
        var done = false
        Task { @MainActor in
            await work()
            done = true
            finished.changed()
        }
        try await until(what, on: finished) { done }
    }
}
