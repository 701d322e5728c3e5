import LoansDomain
import Presentation

/// Where the module can go: to a loan the user picked from the visible rows.
@MainActor
protocol DueLoansRoutingLogic: AnyObject {
    func openLoan(id: Loan.ID, on day: LoanDay) async
}

/// VIPER's wireframe: builds the loan detail module and pushes it on the navigator the app's root gave
/// the scene.
@MainActor
final class DueLoansRouter: DueLoansRoutingLogic {
    /// Weak: the stack owns the scenes, and the scenes own this router through their presenter.
    private weak var navigator: NavigationStack?
    private let ports: DueLoansPorts
    private let terminal: TerminalRenderer

    init(ports: DueLoansPorts, terminal: TerminalRenderer, navigator: NavigationStack) {
        self.ports = ports
        self.terminal = terminal
        self.navigator = navigator
    }

    func openLoan(id: Loan.ID, on day: LoanDay) async {
        guard let navigator else { return }
        await navigator.push(DueLoansAssembly.makeDetail(id: id, day: day, ports: ports, terminal: terminal))
    }
}
