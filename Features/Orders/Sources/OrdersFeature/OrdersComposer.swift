import OrdersDomain
import Presentation

/// Composes the Orders scenes (MVVM: a view model and its terminal view each) over the ports the composition
/// root chooses, worded in the terminal's language; the role Clean Swift calls a configurator.
enum OrdersComposer {
    /// The list, which settles orders whose outcome was unknown against each fresh list and, in the
    /// shell, places orders and, through its router, opens one on `navigator`.
    @MainActor
    static func makeList(ports: OrdersPorts, terminal: TerminalRenderer, navigator: NavigationStack)
        -> OrdersTerminalView
    {
        let placeOrder: @MainActor ([String]) async -> Bool = { items in
            let place = makePlaceOrder(ports: ports, terminal: terminal)
            await place.viewModel.place(items)
            if case .placed = place.viewModel.state.value { return true }
            return false
        }
        return OrdersTerminalView(
            viewModel: OrdersViewModel(
                repository: ports.orders, confirm: confirm(ports), language: terminal.language),
            terminal: terminal, words: .orders(terminal.language),
            router: OrdersRouter(ports: ports, terminal: terminal, navigator: navigator),
            placeOrder: placeOrder)
    }

    /// One order, an unconfirmed order's reference settled first; in the shell its `stock` has its router
    /// push the inventory on `navigator`.
    @MainActor
    static func makeDetail(
        id: Order.ID, ports: OrdersPorts, terminal: TerminalRenderer, navigator: NavigationStack
    )
        -> OrderDetailTerminalView
    {
        OrderDetailTerminalView(
            id: id,
            viewModel: OrderDetailViewModel(
                repository: ports.orders, confirm: confirm(ports), language: terminal.language),
            terminal: terminal, words: .orders(terminal.language),
            router: OrdersRouter(ports: ports, terminal: terminal, navigator: navigator))
    }

    @MainActor
    static func makePlaceOrder(ports: OrdersPorts, terminal: TerminalRenderer) -> PlaceOrderTerminalView {
        PlaceOrderTerminalView(
            viewModel: PlaceOrderViewModel(
                placeOrder: PlaceOrderUseCase(orders: ports.orders, inventory: ports.inventory),
                language: terminal.language),
            terminal: terminal)
    }

    @MainActor
    static func makeInventory(ports: OrdersPorts, terminal: TerminalRenderer) -> InventoryTerminalView {
        InventoryTerminalView(
            viewModel: InventoryViewModel(inventory: ports.inventory, language: terminal.language),
            terminal: terminal, words: .orders(terminal.language))
    }

    private static func confirm(_ ports: OrdersPorts) -> ConfirmOrdersUseCase {
        ConfirmOrdersUseCase(orders: ports.orders, inventory: ports.inventory)
    }
}
