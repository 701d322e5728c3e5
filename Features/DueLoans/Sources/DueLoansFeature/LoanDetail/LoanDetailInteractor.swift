import LoansDomain

/// The detail's use case: one loan, placed relative to the day the list was shown for.
struct LoanDetailInteractor: Sendable {
    private let repository: any LoanRepository

    init(repository: any LoanRepository) {
        self.repository = repository
    }

    func loan(_ id: Loan.ID, on day: LoanDay) async throws(LoanError) -> (
        loan: Loan, daysRemaining: Int
    ) {
        let loan = try await repository.loan(id)
        return (loan, day.today.days(until: loan.dueDate))
    }
}
