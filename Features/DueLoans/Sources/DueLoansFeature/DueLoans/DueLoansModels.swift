import LoansDomain
import Presentation

/// The values that cross the due-loans module's boundaries: the interactor's response and refusals, and
/// the view models the presenters make from them.
enum DueLoansModels {
    /// The due-loans use case's result: both groups for one captured day, free of persistence types.
    struct Response: Equatable, Sendable {
        let today: CivilDate
        let overdue: [DueLoan]
        let dueSoon: [DueLoan]
    }

    /// One loan as a row: what the view shows, nothing it must compute.
    struct Row: Equatable, Sendable, Encodable {
        let id: Int
        let title: String
        let subtitle: String
    }

    /// A titled group of rows, with the words to show when it is empty.
    struct Section: Equatable, Sendable, Encodable {
        let heading: String
        let rows: [DueLoansModels.Row]
        let emptyMessage: String?
    }

    /// A complete view model for the full screen: every section, and any message about the whole screen.
    struct ViewModel: Equatable, Sendable, ShowsOutcome {
        let outcome: Outcome
        let sections: [DueLoansModels.Section]
        /// A message about the whole screen, such as a failure or a refused selection.
        let message: String?
        let detail: String?

        static let empty = DueLoansModels.ViewModel(
            outcome: .success, sections: [], message: nil, detail: nil)
    }

    /// The compact widget: one line.
    struct WidgetViewModel: Equatable, Sendable, ShowsOutcome {
        let outcome: Outcome
        let line: String
    }

    /// Why a loan could not be added.
    enum AddFailure: Error, Equatable, Sendable {
        case invalidTitle
        /// The due date is not written `YYYY-MM-DD`.
        case invalidDueDate
        /// The due date is written `YYYY-MM-DD`, but there is no such day (February 30th, month 13).
        case nonexistentDueDate(String)
        case failed(LoanError)
    }
}
