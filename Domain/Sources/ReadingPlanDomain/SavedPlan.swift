public import Domain

/// A reading plan as it was stored, with the revision that a later save must name.
public struct SavedPlan: Equatable, Sendable {
    /// The plan as stored.
    public let plan: ReadingPlan
    /// The revision the next save must name to replace it.
    public let revision: Revision

    /// A plan with its stored revision.
    public init(plan: ReadingPlan, revision: Revision) {
        self.plan = plan
        self.revision = revision
    }
}
