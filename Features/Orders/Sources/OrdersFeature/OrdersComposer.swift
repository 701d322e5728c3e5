import OrdersDomain
import Presentation

/// Composes the Orders scenes (MVVM: a view model and its terminal view each) over the ports the composition
/// root chooses; the role Clean Swift calls a configurator.
enum OrdersComposer {
    /// The list, which settles orders whose outcome was unknown against each fresh list and, in the
    /// shell, places orders too.
    @MainActor
    static func makeList(ports: OrdersPorts, terminal: TerminalRenderer) -> OrdersTerminalView {
        let placeOrder: @MainActor ([String]) async -> Bool = { items in
            let place = makePlaceOrder(ports: ports, terminal: terminal)
            await place.viewModel.place(items)
            if case .placed = place.viewModel.state { return true }
            return false
        }
        return OrdersTerminalView(
            viewModel: OrdersViewModel(repository: ports.orders, confirm: confirm(ports)),
            terminal: terminal, placeOrder: placeOrder)
    }

    /// One order; an unconfirmed order's reference is settled first.
    @MainActor
    static func makeDetail(ports: OrdersPorts, terminal: TerminalRenderer) -> OrderDetailTerminalView {
        OrderDetailTerminalView(
            viewModel: OrderDetailViewModel(repository: ports.orders, confirm: confirm(ports)),
            terminal: terminal)
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
