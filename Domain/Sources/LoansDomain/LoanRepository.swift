/// The port for loans; Data implements it over SQLite.
public protocol LoanRepository: Sendable {
    /// Loans not yet returned that are due on or before `date`, in no particular order.
    func openLoans(dueOnOrBefore date: CivilDate) async throws(LoanError) -> [Loan]
    /// One loan, returned or not, or `.notFound`.
    func loan(_ id: Loan.ID) async throws(LoanError) -> Loan
    /// Stores a new loan and returns it with its id.
    func add(title: String, dueDate: CivilDate) async throws(LoanError) -> Loan
    /// Marks a loan returned on `day` and returns it; `.notFound` if there is no such loan, and
    /// `.alreadyReturned` (changing nothing) if it was returned before.
    func markReturned(_ id: Loan.ID, on day: CivilDate) async throws(LoanError) -> Loan
}
