import LoansDomain

/// The due-loans use case's result: both groups for one captured day, free of persistence types.
struct DueLoansResult: Equatable, Sendable {
    let today: CivilDate
    let overdue: [DueLoan]
    let dueSoon: [DueLoan]
}

/// The use cases of the loans module: find the due loans, add a loan, return one.
protocol DueLoansUseCases: Sendable {
    func dueLoans(on day: LoanDay) async throws(LoanError) -> DueLoansResult
    func addLoan(title: String, dueText: String) async throws(AddLoanFailure) -> Loan
    func returnLoan(_ id: Loan.ID) async throws(LoanError) -> Loan
}

/// Why a loan could not be added.
enum AddLoanFailure: Error, Equatable, Sendable {
    case invalidTitle
    /// The due date is not a real `YYYY-MM-DD` date.
    case invalidDueDate
    case failed(LoanError)
}

/// VIPER's interactor: owns the due rule's application and the input rules, and reads and writes through
/// the repository port.
///
/// It knows nothing of wording or of screens.
struct DueLoansInteractor: DueLoansUseCases {
    private let repository: any LoanRepository

    init(repository: any LoanRepository) {
        self.repository = repository
    }

    func dueLoans(on day: LoanDay) async throws(LoanError) -> DueLoansResult {
        let loans = try await repository.openLoans(dueOnOrBefore: DueLoansPolicy.lastDueDate(for: day))
        let groups = DueLoansPolicy.groups(loans, on: day)
        return DueLoansResult(today: day.today, overdue: groups.overdue, dueSoon: groups.dueSoon)
    }

    func addLoan(title: String, dueText: String) async throws(AddLoanFailure) -> Loan {
        guard let title = Loan.validTitle(title) else { throw .invalidTitle }
        guard let due = CivilDate(iso: dueText) else { throw .invalidDueDate }
        do {
            return try await repository.add(title: title, dueDate: due)
        } catch {
            throw .failed(error)
        }
    }

    func returnLoan(_ id: Loan.ID) async throws(LoanError) -> Loan {
        try await repository.markReturned(id)
    }
}
