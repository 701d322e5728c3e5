import CLIKit
import Presentation

/// Where the detail can go: to a reading plan for its loan, a scene of another feature that the app's route
/// opens.
@MainActor
final class LoanDetailRouter {
    /// The shell's stack, or nil for a command line, which shows the plan once.
    ///
    /// Weak: the stack owns the scenes, and the detail owns this router through its presenter.
    weak var navigator: NavigationStack?
    private let readingPlan: LoanReadingPlanRoute
    private let terminal: TerminalRenderer

    init(readingPlan: @escaping LoanReadingPlanRoute, terminal: TerminalRenderer) {
        self.readingPlan = readingPlan
        self.terminal = terminal
    }

    /// Opens the plan's scene: pushed on the navigator in the shell, else shown once; returns it.
    func openReadingPlan(_ plan: LoanReadingPlan) async -> any RoutedScene {
        let scene = readingPlan(plan, terminal)
        if let navigator { await navigator.push(scene) } else { await scene.appear() }
        return scene
    }
}
