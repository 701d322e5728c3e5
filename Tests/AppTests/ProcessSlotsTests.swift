import Domain
import Foundation
import Testing

@Suite("ProcessSlots")
struct ProcessSlotsTests {
    @Test("no more than the width hold a slot at once, and every waiter gets one")
    func bounded() async throws {
        let slots = ProcessSlots(2)
        let counts = Locked((now: 0, most: 0, done: 0))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await slots.holding {
                        counts.withLock {
                            $0.now += 1
                            $0.most = max($0.most, $0.now)
                        }
                        try await Task.sleep(for: .milliseconds(20))
                        counts.withLock {
                            $0.now -= 1
                            $0.done += 1
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let final = counts.withLock { $0 }
        #expect(final.most == 2)
        #expect(final.done == 8)
    }

    @Test("a body that throws frees its slot")
    func throwingBodyReleases() async throws {
        struct Failure: Error {}
        let slots = ProcessSlots(1)
        await #expect(throws: Failure.self) { try await slots.holding { throw Failure() } }
        let value = try await slots.holding { 42 }
        #expect(value == 42)
    }
}
