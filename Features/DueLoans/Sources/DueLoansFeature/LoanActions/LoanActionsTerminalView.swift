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
    /// The exit code of the last view model displayed, which a one-shot command returns; 70 until one
    /// is, since a command that displays nothing is a bug.
    private(set) var exitCode = ExitCode.internalError
    private let terminal: TerminalRenderer

    init(presenter: LoanActionsPresenter, terminal: TerminalRenderer) {
        self.presenter = presenter
        self.terminal = terminal
    }

    /// Adds a loan; returns the exit code of what it displayed.
    func add(title: String, dueText: String) async -> ExitCode {
        await presenter.add(title: title, dueText: dueText)
        return exitCode
    }

    /// Returns a loan on `day`; returns the exit code of what it displayed.
    func returnLoan(_ id: Loan.ID, on day: CivilDate) async -> ExitCode {
        await presenter.returnLoan(id, on: day)
        return exitCode
    }

    func display(_ model: LoanActionsModels.ViewModel) {
        self.model = model
        exitCode = ExitCode(model.outcome)
        terminal.render(model, text: model.message.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }
}
