import LoansDomain
import Presentation

/// Where the module can go: to a loan the user picked from the visible rows.
@MainActor
protocol DueLoansRoutingLogic: AnyObject {
    func openLoan(id: Loan.ID, on day: LoanDay) async
}

/// VIPER's router: builds the loan detail module and pushes it on the navigation stack.
@MainActor
final class DueLoansRouter: DueLoansRoutingLogic {
    /// Weak: the stack owns the scenes, and the scenes own this router through their presenter.
    weak var navigator: NavigationStack?
    /// The detail of a loan on a day, pushed on (and routing further on) the navigator it is given.
    private let makeDetail: @MainActor (Loan.ID, LoanDay, NavigationStack) -> LoanDetailTerminalView

    init(makeDetail: @escaping @MainActor (Loan.ID, LoanDay, NavigationStack) -> LoanDetailTerminalView) {
        self.makeDetail = makeDetail
    }

    func openLoan(id: Loan.ID, on day: LoanDay) async {
        guard let navigator else { return }
        await navigator.push(makeDetail(id, day, navigator))
    }
}
