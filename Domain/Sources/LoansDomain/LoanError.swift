public import Domain

/// Why a loan request failed.
public enum LoanError: Error, Equatable, Sendable {
    /// No loan has this id.
    case notFound(Loan.ID)
    /// The loan was returned already, on that day when the store knows it; nothing was changed.
    case alreadyReturned(Loan.ID, on: CivilDate?)
    /// The title is blank or too long.
    case invalidTitle
    /// The local store failed.
    case storage(StorageError)
}
