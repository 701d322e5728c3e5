/// Why a reading plan could not be made.
public enum PlanFailure: Error, Equatable, Sendable {
    /// The page count is missing, not a whole number, or outside ``ReadingPlan/pageRange``.
    case invalidPages
    /// The day count is missing, not a whole number, or outside ``ReadingPlan/dayRange``.
    case invalidDays
}
