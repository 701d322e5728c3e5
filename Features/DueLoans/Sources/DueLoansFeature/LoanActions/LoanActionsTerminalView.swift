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
    private let terminal: TerminalRenderer

    init(presenter: LoanActionsPresenter, terminal: TerminalRenderer) {
        self.presenter = presenter
        self.terminal = terminal
    }

    func display(_ model: LoanActionsModels.ViewModel) {
        self.model = model
        terminal.render(model, text: model.message.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }
}
