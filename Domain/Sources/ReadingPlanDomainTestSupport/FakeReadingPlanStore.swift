// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Domain
public import DomainTestSupport
public import ReadingPlanDomain

/// An in-memory `ReadingPlanStore` whose failures and timing a test controls.
///
/// It keeps the contract of the real store (revisions, conflicts) so scene tests exercise real
/// rules; `failNext` injects a store failure, and `holdSaves` parks every save until `releaseSaves`.
public actor FakeReadingPlanStore: ReadingPlanStore {
    public private(set) var saved: SavedPlan?
    public private(set) var saveCount = 0
    private var nextFailure: StorageError?
    public private(set) var loadCount = 0
    /// Changed each time a request is held, for a test to wait on.
    public nonisolated let changes = Changes()
    private var gate = RequestGate()
    private var loadGate = RequestGate()

    public init(saved: SavedPlan? = nil) {
        self.saved = saved
    }

    /// The next load or save fails with the store failure `error` instead of touching the plan.
    public func failNext(with error: StorageError) {
        nextFailure = error
    }

    /// Saves wait, after being counted, until `releaseSaves`.
    public func holdSaves() { gate.hold() }

    /// Lets every parked save continue, and later ones run at once.
    public func releaseSaves() { gate.release() }

    /// How many saves are parked now.
    public var parkedSaves: Int { gate.parkedCount }

    /// Loads wait, after being counted and answered, until `releaseLoads` or `releaseNewestLoad`.
    public func holdLoads() { loadGate.hold() }

    public func releaseLoads() { loadGate.release() }

    /// Lets only the newest parked load go: the way an older load's answer arrives last.
    public func releaseNewestLoad() { loadGate.releaseNewest() }

    public var parkedLoads: Int { loadGate.parkedCount }

    /// Sets what is stored, as another program saving would.
    public func replace(with plan: SavedPlan?) { saved = plan }

    public func load() async throws(StorageError) -> SavedPlan? {
        loadCount += 1
        // Each load's answer is fixed when it is asked, whatever order the gate lets them go in.
        let failure = nextFailure
        nextFailure = nil
        let answer = saved
        if loadGate.isHolding { await withCheckedContinuation { loadGate.park($0, telling: changes) } }
        if let failure { throw failure }
        return answer
    }

    public func save(_ plan: ReadingPlan, expected: Revision?) async throws(ReadingPlanError) -> SavedPlan {
        saveCount += 1
        if gate.isHolding { await withCheckedContinuation { gate.park($0, telling: changes) } }
        if let failure = nextFailure {
            nextFailure = nil
            throw .storage(failure)
        }
        let current = saved?.revision ?? .unsaved
        if let expected, expected != current { throw .conflict(currentRevision: current) }
        let next = SavedPlan(plan: plan, revision: current.next)
        saved = next
        return next
    }
}
