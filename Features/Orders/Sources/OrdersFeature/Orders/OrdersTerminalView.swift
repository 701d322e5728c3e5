import Presentation

/// The orders list on a terminal: observes its view model and draws each settled state.
@MainActor
final class OrdersTerminalView: TerminalScene {
    let viewModel: OrdersViewModel
    let title = "orders"
    private(set) var display: OrdersDocument?
    private let terminal: TerminalRenderer
    /// Places an order from `SKU:QTY` words, showing its outcome; true when it was placed.
    private let placeOrder: (@MainActor ([String]) async -> Bool)?

    init(
        viewModel: OrdersViewModel, terminal: TerminalRenderer,
        placeOrder: (@MainActor ([String]) async -> Bool)? = nil
    ) {
        self.viewModel = viewModel
        self.terminal = terminal
        self.placeOrder = placeOrder
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    func appear() async { await viewModel.load() }

    func stop() { viewModel.stop() }

    var commands: [ScreenCommand] {
        var commands = [
            ScreenCommand("retry", help: "Try again after the orders could not be loaded.") { _ in
                await self.viewModel.retry()
            },
            ScreenCommand("refresh", help: "Load the orders again.") { _ in await self.viewModel.load() },
        ]
        if let placeOrder {
            commands.append(
                ScreenCommand(
                    "place", usage: "place <SKU:QTY> ...", help: "Place an order, then show the list."
                ) {
                    items in
                    if await placeOrder(items) { await self.viewModel.load() }
                })
        }
        return commands
    }

    func render(_ state: OrdersViewModel.State) {
        switch state {
        case .idle:
            return
        case .loading:
            if terminal.showsProgress {
                terminal.render(OrdersDocument(outcome: .success), text: ["Loading orders…"], errors: [])
            }
            return
        case .loaded(let rows, let notice):
            let shown = OrdersDocument(outcome: .success, rows: rows, notice: notice)
            display = shown
            var lines = TextTable().lines(rows.map { [$0.id, $0.status, "\($0.items), total \($0.total)"] })
            if rows.isEmpty { lines = ["No orders yet."] }
            terminal.render(shown, text: lines, errors: notice.map { [$0] } ?? [])
        case .failed(let outcome, let message, let canRetry):
            let shown = OrdersDocument(outcome: outcome, message: message, canRetry: canRetry)
            display = shown
            // The shell offers a `retry` command; a one-shot command is simply run again.
            let offer = terminal.showsProgress ? "Type retry to try again." : "Try again in a moment."
            terminal.render(shown, text: [], errors: [message] + (canRetry ? [offer] : []))
        }
    }
}
