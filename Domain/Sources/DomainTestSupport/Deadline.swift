// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

/// Time limits for tests that wait on held requests, so a broken guard fails in seconds instead of
/// hanging the run.
///
/// Swift Testing's own `.timeLimit` counts in whole minutes and needs newer platforms than the
/// feature packages declare, so the limit is counted here, in steps of a millisecond.
public enum Deadline {
    /// How long, in seconds, a test waits for a held request to arrive or for an action to finish.
    public static let standardSeconds = 5

    /// Why a wait gave up.
    public struct Missed: Error, CustomStringConvertible {
        public let what: String
        public var description: String { "\(what) did not happen within the deadline" }
    }

    /// Checks `condition` about every millisecond until it holds; throws ``Missed`` after `seconds`.
    public static func until(
        _ what: String = "the condition", within seconds: Int = standardSeconds,
        isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool
    ) async throws(Missed) {
        for _ in 0..<(seconds * 1000) {
            if await condition() { return }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        if await condition() { return }
        throw Missed(what: what)
    }

    /// Runs `work` on the main actor and waits for it to finish; throws ``Missed`` after `seconds`,
    /// leaving a hung `work` behind (a parked request that a broken guard never lets go).
    @MainActor
    public static func finishes(
        _ what: String = "the action", within seconds: Int = standardSeconds,
        _ work: @escaping @MainActor () async -> Void
    ) async throws(Missed) {
        var done = false
        Task { @MainActor in
            await work()
            done = true
        }
        try await until(what, within: seconds) { done }
    }
}
