import Domain
import ReadingPlanDomain

/// The store of `plan make` (and of the fuzz target for the form), which saves nothing: it has no
/// plan, and refuses to keep one.
struct NoPlanStore: ReadingPlanStore {
    func load() async throws(StorageError) -> SavedPlan? { nil }

    func save(_ plan: ReadingPlan, expected: Revision?) async throws(ReadingPlanError) -> SavedPlan {
        throw .storage(.readOnly)
    }
}
