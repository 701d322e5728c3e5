import CLIKit
import OrdersDomainTestSupport
import OrdersFeature

/// `orders-preview`: the orders' and the inventory's commands and screens over in-memory stores that
/// hold the orders and the stock of a fresh database, at its prices.
@main
enum OrdersPreview {
    static func main() async {
        await ScenePreview("orders-preview", feature: OrdersEntry.self) { _, _ in
            OrdersPorts(
                orders: FakeOrderRepository(orders: DemoOrders.orders, prices: DemoOrders.prices),
                inventory: FakeInventoryRepository(stock: DemoOrders.stock))
        }.runProcess()
    }
}
