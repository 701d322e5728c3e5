import Presentation

/// What a terminal view renders for one state: the JSON form, the text lines, the outcome.
public struct OrdersDisplay: Equatable, Sendable, Encodable {
    public let outcome: Outcome
    public let rows: [OrderRow]?
    public let stock: [StockRow]?
    public let order: OrderDetailViewModel.Screen?
    public let notice: String?
    public let message: String?
    public let canRetry: Bool?

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
public final class OrdersTerminalView: TerminalScene {
    public let viewModel: OrdersViewModel
    public let title = "orders"
    public private(set) var display: OrdersDisplay?
    private let terminal: TerminalRenderer

    public init(viewModel: OrdersViewModel, terminal: TerminalRenderer) {
        self.viewModel = viewModel
        self.terminal = terminal
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    public func appear() async { await viewModel.load() }

    public func stop() { viewModel.stop() }

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
public final class PlaceOrderTerminalView {
    public let viewModel: PlaceOrderViewModel
    public private(set) var display: OrdersDisplay?
    private let terminal: TerminalRenderer

    public init(viewModel: PlaceOrderViewModel, terminal: TerminalRenderer) {
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
public final class InventoryTerminalView: TerminalScene {
    public let viewModel: InventoryViewModel
    public let title = "inventory"
    public private(set) var display: OrdersDisplay?
    private let terminal: TerminalRenderer

    public init(viewModel: InventoryViewModel, terminal: TerminalRenderer) {
        self.viewModel = viewModel
        self.terminal = terminal
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    public func appear() async { await viewModel.load() }

    public func stop() { viewModel.stop() }

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
public final class OrderDetailTerminalView {
    public let viewModel: OrderDetailViewModel
    public private(set) var display: OrdersDisplay?
    private let terminal: TerminalRenderer

    public init(viewModel: OrderDetailViewModel, terminal: TerminalRenderer) {
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
