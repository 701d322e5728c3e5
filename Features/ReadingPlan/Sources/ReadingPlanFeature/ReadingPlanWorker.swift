import Domain
import ReadingPlanDomain

/// The scene's effects: Domain's planning rule for parsed numbers, and the plan store.
///
/// The interactor reaches the rule and storage only through the worker, which is the scene's only
/// asynchronous surface.
struct ReadingPlanWorker: Sendable {
    private let store: any ReadingPlanStore

    init(store: any ReadingPlanStore) {
        self.store = store
    }

    /// Makes a plan or says which bound was broken, pages first.
    func make(pages: Int, days: Int) throws(PlanFailure) -> ReadingPlan {
        try ReadingPlan(pages: pages, days: days)
    }

    func load() async throws(StorageError) -> SavedPlan? {
        try await store.load()
    }

    func save(_ plan: ReadingPlan, expected: Revision?) async throws(ReadingPlanError) -> SavedPlan {
        try await store.save(plan, expected: expected)
    }
}
