import Domain
import Foundation
import Testing

/// The one lock type: exclusive access, typed errors passed through, and a try that never waits.
@Suite("Locked")
struct LockedTests {
    struct Refused: Error, Equatable {}

    @Test("withLock gives the value to one thread at a time: no concurrent increment is lost")
    func concurrentIncrements() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in counter.withLock { $0 += 1 } }
        #expect(counter.withLock { $0 } == 1000)
    }

    @Test("withLock throws the body's own error type and frees the lock")
    func typedError() {
        let value = Locked(1)
        do throws(Refused) {
            try value.withLock { (_: inout Int) throws(Refused) in throw Refused() }
            Issue.record("the body's error was not thrown")
        } catch {
            #expect(error == Refused())
        }
        #expect(value.withLockIfAvailable { $0 } == 1)
    }

    @Test("withLockIfAvailable runs the body when the lock is free, and returns nil at once when it is held")
    func ifAvailable() {
        let value = Locked("free")
        #expect(value.withLockIfAvailable { $0 } == "free")
        // The lock is not recursive, so while this thread holds it, a try fails rather than waits.
        let whileHeld = value.withLock { _ in value.withLockIfAvailable { _ in "ran" } }
        #expect(whileHeld == nil)
    }
}
