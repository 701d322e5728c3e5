import Presentation

/// Placing an order on a terminal.
@MainActor
final class PlaceOrderTerminalView {
    let viewModel: PlaceOrderViewModel
    private(set) var display: OrdersDocument?
    private let terminal: TerminalRenderer

    init(viewModel: PlaceOrderViewModel, terminal: TerminalRenderer) {
        self.viewModel = viewModel
        self.terminal = terminal
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    func render(_ state: PlaceOrderViewModel.State) {
        switch state {
        case .idle, .placing:
            return
        case .placed(let message):
            show(OrdersDocument(outcome: .success, message: message), text: [message], errors: [])
        case .failed(let outcome, let message):
            show(OrdersDocument(outcome: outcome, message: message), text: [], errors: [message])
        }
    }

    private func show(_ shown: OrdersDocument, text: [String], errors: [String]) {
        display = shown
        terminal.render(shown, text: text, errors: errors)
    }
}
