import LoansDomain

/// The use cases of the loans module: find the due loans, add a loan, return one.
protocol DueLoansBusinessLogic: Sendable {
    func dueLoans(on day: LoanDay) async throws(LoanError) -> DueLoansModels.Response
    func addLoan(title: String, dueText: String) async throws(DueLoansModels.AddFailure) -> Loan
    func returnLoan(_ id: Loan.ID, on day: CivilDate) async throws(LoanError) -> Loan
}

/// VIPER's interactor: owns the due rule's application and the input rules, and reads and writes through
/// the repository port.
///
/// It knows nothing of wording or of screens.
struct DueLoansInteractor: DueLoansBusinessLogic {
    private let repository: any LoanRepository

    init(repository: any LoanRepository) {
        self.repository = repository
    }

    func dueLoans(on day: LoanDay) async throws(LoanError) -> DueLoansModels.Response {
        let loans = try await repository.openLoans(dueOnOrBefore: DueLoansPolicy.lastDueDate(for: day))
        let groups = DueLoansPolicy.groups(loans, on: day)
        return DueLoansModels.Response(today: day.today, overdue: groups.overdue, dueSoon: groups.dueSoon)
    }

    func addLoan(title: String, dueText: String) async throws(DueLoansModels.AddFailure) -> Loan {
        guard let title = Loan.validTitle(title) else { throw .invalidTitle }
        guard let due = CivilDate(iso: dueText) else {
            throw CivilDate.isWrittenAsISODate(dueText) ? .nonexistentDueDate(dueText) : .invalidDueDate
        }
        do {
            return try await repository.add(title: title, dueDate: due)
        } catch {
            throw .failed(error)
        }
    }

    /// A loan returned before is not returned again: the store says when it was (`.alreadyReturned`).
    func returnLoan(_ id: Loan.ID, on day: CivilDate) async throws(LoanError) -> Loan {
        try await repository.markReturned(id, on: day)
    }
}
