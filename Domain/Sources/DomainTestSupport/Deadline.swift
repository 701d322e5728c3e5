/// Time limits for tests that wait on held requests, so a broken guard fails in seconds instead of
/// hanging the run: Swift Testing's own `.timeLimit` counts in whole minutes.
public enum Deadline {
    /// How long a test waits for a held request to arrive or for an action to finish.
    public static let standard: Duration = .seconds(5)

    /// Why a wait gave up.
    public struct Missed: Error, CustomStringConvertible {
        public let what: String
        public var description: String { "\(what) did not happen within the deadline" }
    }

    /// Polls `condition` (yielding between checks) until it holds; throws ``Missed`` after `limit`.
    public static func until(
        _ what: String = "the condition", within limit: Duration = standard,
        isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool
    ) async throws(Missed) {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: limit)
        while await !condition() {
            guard clock.now < end else { throw Missed(what: what) }
            await Task.yield()
        }
    }

    /// Runs `work` on the main actor and waits for it to finish; throws ``Missed`` after `limit`,
    /// leaving a hung `work` behind (a parked request that a broken guard never lets go).
    @MainActor
    public static func finishes(
        _ what: String = "the action", within limit: Duration = standard,
        _ work: @escaping @MainActor () async -> Void
    ) async throws(Missed) {
        let task = Task { @MainActor in await work() }
        let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let once = ResumeOnce(continuation)
            Task { @MainActor in
                await task.value
                once.resume(true)
            }
            Task { @MainActor in
                try? await Task.sleep(for: limit)
                once.resume(false)
            }
        }
        guard finished else { throw Missed(what: what) }
    }
}

/// Resumes a continuation with the first answer only.
@MainActor
private final class ResumeOnce {
    private var continuation: CheckedContinuation<Bool, Never>?

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = continuation
    }

    func resume(_ value: Bool) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}
