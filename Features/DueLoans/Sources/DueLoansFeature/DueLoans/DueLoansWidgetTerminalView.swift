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
    private let today: @MainActor () -> LoanDay
    let output: SceneOutput

    init(
        presenter: DueLoansWidgetPresenter, today: @escaping @MainActor () -> LoanDay,
        terminal: TerminalRenderer
    ) {
        self.presenter = presenter
        self.today = today
        self.output = SceneOutput(terminal)
    }

    @discardableResult
    func refresh() async -> ExitCode {
        await presenter.refresh(on: today())
        return output.exitCode
    }

    func display(_ model: DueLoansModels.WidgetViewModel) {
        self.model = model
        let failed = model.outcome != .success
        output.show(model, text: failed ? [] : [model.line], errors: failed ? [model.line] : [])
    }
}
