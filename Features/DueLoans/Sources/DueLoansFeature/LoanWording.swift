import LoansDomain
import Presentation

/// The module's shared phrases.
enum LoanWording {
    /// "Due today", "Due in 1 day", "Due in 3 days", "1 day overdue", "4 days overdue".
    static func relative(_ daysRemaining: Int) -> String {
        switch daysRemaining {
        case 0: "Due today"
        case 1: "Due in 1 day"
        case 2...: "Due in \(daysRemaining) days"
        case -1: "1 day overdue"
        default: "\(-daysRemaining) days overdue"
        }
    }

    static func detail(for error: LoanError) -> String {
        switch error {
        case .storage(let failure): StorageWording.message(for: failure)
        case .notFound(let id): "There is no loan with id \(id)."
        case .invalidTitle:
            "Enter a title of 1 to \(Loan.maximumTitleLength) characters, with no control characters."
        }
    }
}
