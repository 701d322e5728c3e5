import OrdersDomain
import Presentation

/// Composes the Orders scenes (MVVM: a view model and its terminal view each) over the ports the composition
/// root chooses; the role Clean Swift calls a configurator.
enum OrdersComposer {
    /// The list, which settles orders whose outcome was unknown against each fresh list and, in the
    /// shell, places orders and opens one on `navigator`.
    @MainActor
    static func makeList(ports: OrdersPorts, terminal: TerminalRenderer, navigator: NavigationStack?)
        -> OrdersTerminalView
    {
        let placeOrder: @MainActor ([String]) async -> Bool = { items in
            let place = makePlaceOrder(ports: ports, terminal: terminal)
            await place.viewModel.place(items)
            if case .placed = place.viewModel.state { return true }
            return false
        }
        // Weak: the stack owns the scenes, and this screen owns the closure.
        let openOrder: @MainActor (Order.ID) async -> Void = { [weak navigator] id in
            guard let navigator else { return }
            await navigator.push(makeDetail(id: id, ports: ports, terminal: terminal, navigator: navigator))
        }
        return OrdersTerminalView(
            viewModel: OrdersViewModel(repository: ports.orders, confirm: confirm(ports)),
            terminal: terminal, placeOrder: placeOrder, openOrder: openOrder)
    }

    /// One order, an unconfirmed order's reference settled first; in the shell its `stock` pushes the
    /// inventory on `navigator`.
    @MainActor
    static func makeDetail(
        id: Order.ID, ports: OrdersPorts, terminal: TerminalRenderer, navigator: NavigationStack?
    )
        -> OrderDetailTerminalView
    {
        let openStock: @MainActor () async -> Void = { [weak navigator] in
            await navigator?.push(makeInventory(ports: ports, terminal: terminal))
        }
        return OrderDetailTerminalView(
            id: id, viewModel: OrderDetailViewModel(repository: ports.orders, confirm: confirm(ports)),
            terminal: terminal, openStock: openStock)
    }

    @MainActor
    static func makePlaceOrder(ports: OrdersPorts, terminal: TerminalRenderer) -> PlaceOrderTerminalView {
        PlaceOrderTerminalView(
            viewModel: PlaceOrderViewModel(
                placeOrder: PlaceOrderUseCase(orders: ports.orders, inventory: ports.inventory)),
            terminal: terminal)
    }

    @MainActor
    static func makeInventory(ports: OrdersPorts, terminal: TerminalRenderer) -> InventoryTerminalView {
        InventoryTerminalView(viewModel: InventoryViewModel(inventory: ports.inventory), terminal: terminal)
    }

    private static func confirm(_ ports: OrdersPorts) -> ConfirmOrdersUseCase {
        ConfirmOrdersUseCase(orders: ports.orders, inventory: ports.inventory)
    }
}
