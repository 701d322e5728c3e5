import LoansDomain
import Presentation

/// The values that cross the loan detail module's boundaries.
enum LoanDetailModels {
    /// The loan detail's view model: title, due date and status, worded.
    struct ViewModel: Equatable, Sendable, ShowsOutcome {
        let outcome: Outcome
        let id: Int?
        let title: String?
        let dueDate: String?
        let status: String?
        let error: String?
    }

    /// Why a loan gets no reading plan.
    enum NoPlan: Error, Equatable {
        case returned(title: String)
        case overdue(title: String, daysRemaining: Int)
    }

    /// A reading plan refused, or a loan that could not be read for one: the sentence alone.
    struct NoPlanViewModel: Equatable, Sendable, ShowsOutcome {
        let outcome: Outcome
        let error: String
    }
}
