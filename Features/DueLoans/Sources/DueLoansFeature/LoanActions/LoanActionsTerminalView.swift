import CLIKit
import LoansDomain
import Presentation

/// What shows an action's outcome.
@MainActor
protocol LoanActionsDisplayLogic: AnyObject {
    func display(_ model: LoanActionsModels.ViewModel)
}

/// Shows an action's outcome on a terminal.
@MainActor
final class LoanActionsTerminalView: LoanActionsDisplayLogic {
    let presenter: LoanActionsPresenter
    private(set) var model: LoanActionsModels.ViewModel?
    let output: SceneOutput

    init(presenter: LoanActionsPresenter, terminal: TerminalRenderer) {
        self.presenter = presenter
        self.output = SceneOutput(terminal)
    }

    /// Adds a loan; returns the exit code of what it displayed.
    func add(title: String, dueText: String) async -> ExitCode {
        await presenter.add(title: title, dueText: dueText)
        return output.exitCode
    }

    /// Returns a loan on `day`; returns the exit code of what it displayed.
    func returnLoan(_ id: Loan.ID, on day: CivilDate) async -> ExitCode {
        await presenter.returnLoan(id, on: day)
        return output.exitCode
    }

    func display(_ model: LoanActionsModels.ViewModel) {
        self.model = model
        output.show(model, line: model.message, error: model.error)
    }
}
