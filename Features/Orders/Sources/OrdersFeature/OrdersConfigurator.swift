import OrdersDomain
import Presentation

/// Builds the Orders scene's views over the ports the composition root chooses.
public enum OrdersConfigurator {
    /// `unconfirmed` and `inventory`, when given, settle orders whose outcome was unknown.
    @MainActor
    public static func makeList(
        repository: any OrderRepository, inventory: (any InventoryRepository)? = nil,
        unconfirmed: (any UnconfirmedOrderStore)? = nil, terminal: TerminalRenderer
    ) -> OrdersTerminalView {
        OrdersTerminalView(
            viewModel: OrdersViewModel(
                repository: repository, confirm: confirm(repository, inventory, unconfirmed)),
            terminal: terminal)
    }

    @MainActor
    public static func makeDetail(
        repository: any OrderRepository, inventory: (any InventoryRepository)? = nil,
        unconfirmed: (any UnconfirmedOrderStore)? = nil, terminal: TerminalRenderer
    ) -> OrderDetailTerminalView {
        OrderDetailTerminalView(
            viewModel: OrderDetailViewModel(
                repository: repository, confirm: confirm(repository, inventory, unconfirmed)),
            terminal: terminal)
    }

    @MainActor
    public static func makePlaceOrder(
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
    public static func makeInventory(inventory: any InventoryRepository, terminal: TerminalRenderer)
        -> InventoryTerminalView
    {
        InventoryTerminalView(viewModel: InventoryViewModel(inventory: inventory), terminal: terminal)
    }
}
