public import Domain

/// The port through which the reading-plan scene keeps one plan between runs.
///
/// Data implements it.
public protocol ReadingPlanStore: Sendable {
    /// The saved plan, or nil when none was ever saved. Throws only when the store fails.
    func load() async throws(StorageError) -> SavedPlan?

    /// Saves `plan` as the next revision, all or nothing.
    ///
    /// With an `expected` revision the save succeeds only if the stored revision still equals it,
    /// and throws `.conflict` when someone saved in between; with nil it replaces whatever is stored.
    /// A failing store is `.storage`.
    func save(_ plan: ReadingPlan, expected: Revision?) async throws(ReadingPlanError) -> SavedPlan
}
