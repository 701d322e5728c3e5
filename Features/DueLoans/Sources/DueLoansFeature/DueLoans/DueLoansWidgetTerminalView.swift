import CLIKit
import LoansDomain
import Presentation

/// What the widget shows.
@MainActor
protocol DueLoansWidgetDisplayLogic: AnyObject {
    func display(_ model: DueLoansModels.WidgetViewModel)
}

/// The compact widget on a terminal: one line.
@MainActor
final class DueLoansWidgetTerminalView: DueLoansWidgetDisplayLogic {
    let presenter: DueLoansWidgetPresenter
    private(set) var model: DueLoansModels.WidgetViewModel?
    /// The exit code of the last view model displayed, which a one-shot command returns; 70 until one
    /// is, since a command that displays nothing is a bug.
    private(set) var exitCode = ExitCode.internalError
    private let today: @MainActor () -> LoanDay
    private let terminal: TerminalRenderer

    init(
        presenter: DueLoansWidgetPresenter, today: @escaping @MainActor () -> LoanDay,
        terminal: TerminalRenderer
    ) {
        self.presenter = presenter
        self.today = today
        self.terminal = terminal
    }

    @discardableResult
    func refresh() async -> ExitCode {
        await presenter.refresh(on: today())
        return exitCode
    }

    func display(_ model: DueLoansModels.WidgetViewModel) {
        self.model = model
        exitCode = ExitCode(model.outcome)
        let failed = model.outcome != .success
        terminal.render(model, text: failed ? [] : [model.line], errors: failed ? [model.line] : [])
    }
}
