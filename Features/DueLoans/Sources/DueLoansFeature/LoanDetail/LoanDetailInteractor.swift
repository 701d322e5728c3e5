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

    /// A reading plan for the loan's book, or why none can be made: a returned loan needs none, and an overdue
    /// one has no day left before its due date; a loan due today counts one day.
    func readingPlan(_ id: Loan.ID, on day: LoanDay, pagesText: String) async throws(LoanError)
        -> Result<LoanReadingPlan, LoanDetailModels.NoPlan>
    {
        let (loan, daysRemaining) = try await loan(id, on: day)
        if loan.isReturned { return .failure(.returned(title: loan.title)) }
        if daysRemaining < 0 { return .failure(.overdue(title: loan.title, daysRemaining: daysRemaining)) }
        return .success(LoanReadingPlan(pagesText: pagesText, days: max(1, daysRemaining)))
    }
}
