import CLIKit
import Presentation

/// The inventory on a terminal.
@MainActor
final class InventoryTerminalView: TerminalScene {
    let viewModel: InventoryViewModel
    let title = "inventory"
    private(set) var display: OrdersDocument?
    private let terminal: TerminalRenderer

    init(viewModel: InventoryViewModel, terminal: TerminalRenderer) {
        self.viewModel = viewModel
        self.terminal = terminal
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    func appear() async { await viewModel.load() }

    func stop() { viewModel.stop() }

    var commands: [ScreenCommand] {
        [
            ScreenCommand.parsing(
                CommandSpec("refresh", summary: "Load the stock again.", example: []), terminal: terminal
            ) { _ in await self.viewModel.load() }
        ]
    }

    func render(_ state: InventoryViewModel.State) {
        switch state {
        case .idle:
            return
        case .loaded(let rows):
            let lines = TextTable().lines(
                rows.map { [$0.sku, $0.name, $0.price, "\($0.available) in stock"] })
            show(
                OrdersDocument(outcome: .success, stock: rows),
                text: lines.isEmpty ? ["No products."] : lines,
                errors: [])
        case .failed(let outcome, let message):
            show(OrdersDocument(outcome: outcome, message: message), text: [], errors: [message])
        }
    }

    private func show(_ shown: OrdersDocument, text: [String], errors: [String]) {
        display = shown
        terminal.render(shown, text: text, errors: errors)
    }
}
