import CLIKit
import DueLoansFeature
import Presentation

/// DueLoans' outgoing event answered by the feature alone: a screen that says which scene the app would
/// open, and with what.
@MainActor
final class LoanReadingPlanStandIn: RoutedScene {
    let title = "plan"
    let commands: [ScreenCommand] = []
    private(set) var exitCode = ExitCode.internalError
    private let plan: LoanReadingPlan
    private let terminal: TerminalRenderer

    /// The answer to `DueLoansPorts.planReading`: pushes the stand-in, as the app pushes its plan's scene.
    static func planReading(_ plan: LoanReadingPlan, terminal: TerminalRenderer, navigator: NavigationStack)
        async
    {
        await navigator.push(LoanReadingPlanStandIn(plan: plan, terminal: terminal))
    }

    init(plan: LoanReadingPlan, terminal: TerminalRenderer) {
        self.plan = plan
        self.terminal = terminal
    }

    func appear() async {
        exitCode = .success
        let line =
            "The app would open its reading plan for “\(plan.title)”: \(plan.pagesText) pages in "
            + "\(CountWording.counted(plan.days, "day"))."
        terminal.render(plan, text: [line], errors: [])
    }

    func stop() {}
}
