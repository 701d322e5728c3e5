import LoansDomain
import Presentation

/// The values that cross the loan actions' boundaries (adding a loan, returning one).
enum LoanActionsModels {
    /// The outcome of adding or returning a loan, worded.
    struct ViewModel: Equatable, Sendable, ShowsOutcome {
        let outcome: Outcome
        let message: String?
        let error: String?
    }
}
