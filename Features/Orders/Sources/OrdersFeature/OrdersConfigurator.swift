import OrdersDomain
import Presentation

/// Builds the Orders scene's views over the ports the composition root chooses.
public enum OrdersConfigurator {
    @MainActor
    public static func makeList(repository: any OrderRepository, terminal: TerminalRenderer)
        -> OrdersTerminalView
    {
        OrdersTerminalView(viewModel: OrdersViewModel(repository: repository), terminal: terminal)
    }

    @MainActor
    public static func makeDetail(repository: any OrderRepository, terminal: TerminalRenderer)
        -> OrderDetailTerminalView
    {
        OrderDetailTerminalView(viewModel: OrderDetailViewModel(repository: repository), terminal: terminal)
    }

    @MainActor
    public static func makePlaceOrder(
        orders: any OrderRepository, inventory: any InventoryRepository, terminal: TerminalRenderer
    ) -> PlaceOrderTerminalView {
        PlaceOrderTerminalView(
            viewModel: PlaceOrderViewModel(
                placeOrder: PlaceOrderUseCase(orders: orders, inventory: inventory)),
            terminal: terminal)
    }

    @MainActor
    public static func makeInventory(inventory: any InventoryRepository, terminal: TerminalRenderer)
        -> InventoryTerminalView
    {
        InventoryTerminalView(viewModel: InventoryViewModel(inventory: inventory), terminal: terminal)
    }
}
