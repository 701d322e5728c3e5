// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Domain

/// Something a test waits on without a clock: whatever changes it (a line on a terminal, a request at a
/// server) calls ``changed()``, and ``until(isolation:_:)`` checks its condition again after each change.
///
/// A wait ends when its condition holds or when its task is cancelled, as a test's `.timeLimit` does: it never
/// polls and never bets that a delay outlasts the machine's load.
public final class Changes: Sendable {
    private struct State {
        var version = 0
        var nextWaiter = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Locked(State())

    public init() {}

    /// Wakes every waiter, which then checks its condition again.
    public func changed() {
        let waiters = state.withLock { state in
            state.version += 1
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once `condition` holds; throws `CancellationError` if the task is cancelled first.
    public func until(
        isolation: isolated (any Actor)? = #isolation, _ condition: () async throws -> Bool
    ) async throws {
        while true {
            let seen = state.withLock { $0.version }
            if try await condition() { return }
            try Task.checkCancellation()
            let id = state.withLock { state in
                state.nextWaiter += 1
                return state.nextWaiter
            }
            await withTaskCancellationHandler {
                await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                    let now = state.withLock { state in
                        // A change since the check, or a cancellation before this wait began, ends it at once.
                        guard state.version == seen, !Task.isCancelled else { return true }
                        state.waiters[id] = waiter
                        return false
                    }
                    if now { waiter.resume() }
                }
            } onCancel: {
                state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
            }
        }
    }
}
