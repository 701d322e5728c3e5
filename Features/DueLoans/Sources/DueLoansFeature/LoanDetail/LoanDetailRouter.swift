import Presentation

/// Where the detail can go: to a reading plan for its loan, which DueLoans asks the app for with its one
/// outgoing event.
@MainActor
final class LoanDetailRouter {
    /// The shell's stack, or a command line's own.
    ///
    /// Weak: the stack owns the scenes, and the detail owns this router through its presenter.
    weak var navigator: NavigationStack?
    private let planReading:
        @MainActor @Sendable (LoanReadingPlan, TerminalRenderer, NavigationStack) async -> Void
    private let terminal: TerminalRenderer

    init(ports: DueLoansPorts, terminal: TerminalRenderer) {
        self.planReading = ports.planReading
        self.terminal = terminal
    }

    /// Raises the event: the app pushes the plan's scene on the navigator.
    func openReadingPlan(_ plan: LoanReadingPlan) async {
        guard let navigator else { return }
        await planReading(plan, terminal, navigator)
    }
}
