import Presentation

/// One order on a terminal.
@MainActor
final class OrderDetailTerminalView {
    let viewModel: OrderDetailViewModel
    private(set) var display: OrdersDocument?
    private let terminal: TerminalRenderer

    init(viewModel: OrderDetailViewModel, terminal: TerminalRenderer) {
        self.viewModel = viewModel
        self.terminal = terminal
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    func render(_ state: OrderDetailViewModel.State) {
        switch state {
        case .idle:
            return
        case .loaded(let screen):
            let lines =
                ["Order \(screen.id): \(screen.status)"] + screen.lines.map { "  " + $0 } + [
                    "  total \(screen.total)"
                ]
            show(OrdersDocument(outcome: .success, order: screen), text: lines, errors: [])
        case .failed(let outcome, let message):
            show(OrdersDocument(outcome: outcome, message: message), text: [], errors: [message])
        }
    }

    private func show(_ shown: OrdersDocument, text: [String], errors: [String]) {
        display = shown
        terminal.render(shown, text: text, errors: errors)
    }
}
