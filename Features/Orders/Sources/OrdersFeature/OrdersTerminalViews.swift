import Presentation

/// What a terminal view renders for one state: the JSON form, the text lines, the outcome.
struct OrdersDisplay: Equatable, Sendable, Encodable {
    let outcome: Outcome
    let rows: [OrderRow]?
    let stock: [StockRow]?
    let order: OrderDetailViewModel.Screen?
    let notice: String?
    let message: String?
    let canRetry: Bool?

    init(
        outcome: Outcome, rows: [OrderRow]? = nil, stock: [StockRow]? = nil,
        order: OrderDetailViewModel.Screen? = nil,
        notice: String? = nil, message: String? = nil, canRetry: Bool? = nil
    ) {
        self.outcome = outcome
        self.rows = rows
        self.stock = stock
        self.order = order
        self.notice = notice
        self.message = message
        self.canRetry = canRetry
    }
}

/// The orders list on a terminal: observes its view model and draws each settled state.
@MainActor
final class OrdersTerminalView: TerminalScene {
    let viewModel: OrdersViewModel
    let title = "orders"
    private(set) var display: OrdersDisplay?
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
                terminal.render(OrdersDisplay(outcome: .success), text: ["Loading orders…"], errors: [])
            }
            return
        case .loaded(let rows, let notice):
            let shown = OrdersDisplay(outcome: .success, rows: rows, notice: notice)
            display = shown
            let width = rows.map(\.status.count).max() ?? 0
            var lines = rows.map { row in
                "\(row.id)  \(row.status.padding(toLength: width, withPad: " ", startingAt: 0))  \(row.items), total \(row.total)"
            }
            if rows.isEmpty { lines = ["No orders yet."] }
            terminal.render(shown, text: lines, errors: notice.map { [$0] } ?? [])
        case .failed(let outcome, let message, let canRetry):
            let shown = OrdersDisplay(outcome: outcome, message: message, canRetry: canRetry)
            display = shown
            // The shell offers a `retry` command; a one-shot command is simply run again.
            let offer = terminal.showsProgress ? "Type retry to try again." : "Try again in a moment."
            terminal.render(shown, text: [], errors: [message] + (canRetry ? [offer] : []))
        }
    }
}

/// Placing an order on a terminal.
@MainActor
final class PlaceOrderTerminalView {
    let viewModel: PlaceOrderViewModel
    private(set) var display: OrdersDisplay?
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
            show(OrdersDisplay(outcome: .success, message: message), text: [message], errors: [])
        case .failed(let outcome, let message):
            show(OrdersDisplay(outcome: outcome, message: message), text: [], errors: [message])
        }
    }

    private func show(_ shown: OrdersDisplay, text: [String], errors: [String]) {
        display = shown
        terminal.render(shown, text: text, errors: errors)
    }
}

/// The inventory on a terminal.
@MainActor
final class InventoryTerminalView: TerminalScene {
    let viewModel: InventoryViewModel
    let title = "inventory"
    private(set) var display: OrdersDisplay?
    private let terminal: TerminalRenderer

    init(viewModel: InventoryViewModel, terminal: TerminalRenderer) {
        self.viewModel = viewModel
        self.terminal = terminal
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    func appear() async { await viewModel.load() }

    func stop() { viewModel.stop() }

    var commands: [ScreenCommand] {
        [ScreenCommand("refresh", help: "Load the stock again.") { _ in await self.viewModel.load() }]
    }

    func render(_ state: InventoryViewModel.State) {
        switch state {
        case .idle:
            return
        case .loaded(let rows):
            let skuWidth = rows.map(\.sku.count).max() ?? 0
            let nameWidth = rows.map(\.name.count).max() ?? 0
            let lines = rows.map { row in
                "\(row.sku.padding(toLength: skuWidth, withPad: " ", startingAt: 0))  "
                    + "\(row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(row.price)  \(row.available) in stock"
            }
            show(
                OrdersDisplay(outcome: .success, stock: rows), text: lines.isEmpty ? ["No products."] : lines,
                errors: [])
        case .failed(let outcome, let message):
            show(OrdersDisplay(outcome: outcome, message: message), text: [], errors: [message])
        }
    }

    private func show(_ shown: OrdersDisplay, text: [String], errors: [String]) {
        display = shown
        terminal.render(shown, text: text, errors: errors)
    }
}

/// One order on a terminal.
@MainActor
final class OrderDetailTerminalView {
    let viewModel: OrderDetailViewModel
    private(set) var display: OrdersDisplay?
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
            show(OrdersDisplay(outcome: .success, order: screen), text: lines, errors: [])
        case .failed(let outcome, let message):
            show(OrdersDisplay(outcome: outcome, message: message), text: [], errors: [message])
        }
    }

    private func show(_ shown: OrdersDisplay, text: [String], errors: [String]) {
        display = shown
        terminal.render(shown, text: text, errors: errors)
    }
}
