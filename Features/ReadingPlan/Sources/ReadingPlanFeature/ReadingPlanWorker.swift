import Domain

/// Applies Domain's planning rule to numbers that were already parsed.
///
/// The worker is the seam where effects join the scene: the interactor reaches the rule (and,
/// later, storage) only through it.
public struct ReadingPlanWorker: Sendable {
    public init() {}

    /// Makes a plan or says which bound was broken, pages first.
    public func make(pages: Int, days: Int) throws(PlanFailure) -> ReadingPlan {
        try ReadingPlan(pages: pages, days: days)
    }
}
