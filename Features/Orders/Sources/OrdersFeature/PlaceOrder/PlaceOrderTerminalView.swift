import CLIKit
import Presentation

/// Placing an order on a terminal.
@MainActor
final class PlaceOrderTerminalView {
    let viewModel: PlaceOrderViewModel
    let output: SceneOutput

    init(viewModel: PlaceOrderViewModel, terminal: TerminalRenderer) {
        self.viewModel = viewModel
        self.output = SceneOutput(terminal)
        viewModel.state.onChange = { [weak self] state in self?.render(state) }
    }

    /// Places an order from `SKU:QTY` texts; returns the exit code of what it rendered.
    @discardableResult
    func place(_ items: [String]) async -> ExitCode {
        await viewModel.place(items)
        return output.exitCode
    }

    func render(_ state: PlaceOrderViewModel.State) {
        switch state {
        case .idle, .placing:
            return
        case .placed(let message):
            output.show(Document(outcome: .success, message: message), text: [message])
        case .failed(let outcome, let message):
            output.show(Document(outcome: outcome, message: message), errors: [message])
        }
    }

    /// What the view renders for one state: the JSON form (the text is made beside it).
    struct Document: Equatable, Sendable, ShowsOutcome {
        let outcome: Outcome
        var message: String?
    }
}
