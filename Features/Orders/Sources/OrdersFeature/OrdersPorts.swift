public import OrdersDomain

/// What the Orders scenes take from the app: where orders are kept, and the stock with its
/// reservations.
public struct OrdersPorts: Sendable {
    public let orders: any OrderRepository
    public let inventory: any InventoryRepository

    public init(orders: any OrderRepository, inventory: any InventoryRepository) {
        self.orders = orders
        self.inventory = inventory
    }
}
