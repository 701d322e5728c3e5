import OrdersDomain
import Presentation

/// Builds the Orders scene's views over the ports the composition root chooses.
enum OrdersConfigurator {
    /// `unconfirmed` and `inventory`, when given, settle orders whose outcome was unknown.
    @MainActor
    static func makeList(
        repository: any OrderRepository, inventory: (any InventoryRepository)? = nil,
        unconfirmed: (any UnconfirmedOrderStore)? = nil, terminal: TerminalRenderer
    ) -> OrdersTerminalView {
        var placeOrder: (@MainActor ([String]) async -> Bool)?
        if let inventory {
            placeOrder = { items in
                let place = makePlaceOrder(
                    orders: repository, inventory: inventory, unconfirmed: unconfirmed, terminal: terminal)
                await place.viewModel.place(items)
                if case .placed = place.viewModel.state { return true }
                return false
            }
        }
        return OrdersTerminalView(
            viewModel: OrdersViewModel(
                repository: repository, confirm: confirm(repository, inventory, unconfirmed)),
            terminal: terminal, placeOrder: placeOrder)
    }

    @MainActor
    static func makeDetail(
        repository: any OrderRepository, inventory: (any InventoryRepository)? = nil,
        unconfirmed: (any UnconfirmedOrderStore)? = nil, terminal: TerminalRenderer
    ) -> OrderDetailTerminalView {
        OrderDetailTerminalView(
            viewModel: OrderDetailViewModel(
                repository: repository, confirm: confirm(repository, inventory, unconfirmed)),
            terminal: terminal)
    }

    @MainActor
    static func makePlaceOrder(
        orders: any OrderRepository, inventory: any InventoryRepository,
        unconfirmed: (any UnconfirmedOrderStore)? = nil, terminal: TerminalRenderer
    ) -> PlaceOrderTerminalView {
        PlaceOrderTerminalView(
            viewModel: PlaceOrderViewModel(
                placeOrder: PlaceOrderUseCase(orders: orders, inventory: inventory, unconfirmed: unconfirmed)),
            terminal: terminal)
    }

    private static func confirm(
        _ orders: any OrderRepository, _ inventory: (any InventoryRepository)?,
        _ unconfirmed: (any UnconfirmedOrderStore)?
    ) -> ConfirmOrdersUseCase? {
        guard let inventory, let unconfirmed else { return nil }
        return ConfirmOrdersUseCase(orders: orders, inventory: inventory, unconfirmed: unconfirmed)
    }

    @MainActor
    static func makeInventory(inventory: any InventoryRepository, terminal: TerminalRenderer)
        -> InventoryTerminalView
    {
        InventoryTerminalView(viewModel: InventoryViewModel(inventory: inventory), terminal: terminal)
    }
}
