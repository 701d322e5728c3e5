import CLIKit
import Presentation

/// The route to a loan's reading plan answered by the feature alone, for its preview and tests: a screen
/// that says which scene the app would open, and with what.
public enum LoanReadingPlanStandIn {
    public static let route: LoanReadingPlanRoute = { plan, terminal in Scene(plan: plan, terminal: terminal)
    }

    @MainActor
    final class Scene: RoutedScene {
        let plan: LoanReadingPlan
        let title = "plan"
        let commands: [ScreenCommand] = []
        private(set) var exitCode = ExitCode.internalError
        private let terminal: TerminalRenderer

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
}
