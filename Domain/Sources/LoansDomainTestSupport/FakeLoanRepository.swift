// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Domain
public import DomainTestSupport
public import LoansDomain

/// An in-memory `LoanRepository` with the real contract and a scripted read failure.
public actor FakeLoanRepository: LoanRepository {
    public private(set) var loans: [Loan]
    private var readFailure: LoanError?
    /// Changed each time a request is held, for a test to wait on.
    public nonisolated let changes = Changes()
    private var gate = RequestGate()
    private var demoAdded = false

    public init(loans: [Loan]) {
        self.loans = loans
    }

    /// Every later read throws `error`.
    public func failReads(with error: LoanError) { readFailure = error }

    /// List reads wait, after being counted, until `release`.
    public func hold() { gate.hold() }

    /// Lets every parked read go, and later ones run at once.
    public func release() { gate.release() }

    /// Lets only the newest parked read go: the way a replaced request's answer arrives last.
    public func releaseNewest() { gate.releaseNewest() }

    /// List reads waiting at the gate now.
    public var parkedCount: Int { gate.parkedCount }

    public func openLoans(dueOnOrBefore date: CivilDate) async throws(LoanError) -> [Loan] {
        if gate.isHolding { await withCheckedContinuation { gate.park($0, telling: changes) } }
        if let readFailure { throw readFailure }
        return loans.filter { !$0.isReturned && $0.dueDate <= date }
    }

    public func loan(_ id: Loan.ID) async throws(LoanError) -> Loan {
        if let readFailure { throw readFailure }
        guard let loan = loans.first(where: { $0.id == id }) else { throw .notFound(id) }
        return loan
    }

    public func add(title: String, dueDate: CivilDate) async throws(LoanError) -> Loan {
        let loan = Loan(
            id: Loan.ID(rawValue: (loans.map(\.id.rawValue).max() ?? 0) + 1), title: title, dueDate: dueDate)
        loans.append(loan)
        return loan
    }

    /// The demo loans around `today`, added once per store, after any loan already added, as a fresh SQLite
    /// store adds them on the first day it is asked for.
    public func addDemoLoansIfNeeded(today: CivilDate) {
        guard !demoAdded else { return }
        demoAdded = true
        for loan in DemoLoans.loans(around: today) {
            loans.append(
                Loan(
                    id: Loan.ID(rawValue: (loans.map(\.id.rawValue).max() ?? 0) + 1), title: loan.title,
                    dueDate: loan.dueDate))
        }
    }

    public func markReturned(_ id: Loan.ID, on day: CivilDate) async throws(LoanError) -> Loan {
        guard let index = loans.firstIndex(where: { $0.id == id }) else { throw .notFound(id) }
        guard !loans[index].isReturned else { throw .alreadyReturned(id, on: loans[index].returnedOn) }
        let returned = Loan(
            id: id, title: loans[index].title, dueDate: loans[index].dueDate, isReturned: true,
            returnedOn: day)
        loans[index] = returned
        return returned
    }
}
