import Domain
import DomainTestSupport
import ReadingPlanDomain

/// An in-memory `ReadingPlanStore` whose failures and timing a test controls.
///
/// It keeps the contract of the real store (revisions, conflicts) so scene tests exercise real
/// rules; `failNext` injects a store failure, and `holdSaves` parks every save until `releaseSaves`.
public actor FakeReadingPlanStore: ReadingPlanStore {
    public private(set) var saved: SavedPlan?
    public private(set) var saveCount = 0
    private var nextFailure: StorageError?
    private var gate = RequestGate()

    public init(saved: SavedPlan? = nil) {
        self.saved = saved
    }

    /// The next load or save throws `error` instead of touching the plan.
    public func failNext(with error: StorageError) {
        nextFailure = error
    }

    /// Saves wait, after being counted, until `releaseSaves`.
    public func holdSaves() { gate.hold() }

    /// Lets every parked save continue, and later ones run at once.
    public func releaseSaves() { gate.release() }

    /// How many saves are parked now.
    public var parkedSaves: Int { gate.parkedCount }

    public func load() async throws(StorageError) -> SavedPlan? {
        if let failure = nextFailure {
            nextFailure = nil
            throw failure
        }
        return saved
    }

    public func save(_ plan: ReadingPlan, expected: Revision?) async throws(StorageError) -> SavedPlan {
        saveCount += 1
        if gate.isHolding { await withCheckedContinuation { gate.park($0) } }
        if let failure = nextFailure {
            nextFailure = nil
            throw failure
        }
        let current = saved?.revision ?? .unsaved
        if let expected, expected != current { throw .conflict(currentRevision: current) }
        let next = SavedPlan(plan: plan, revision: current.next)
        saved = next
        return next
    }
}
