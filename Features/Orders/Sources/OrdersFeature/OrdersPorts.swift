import OrdersDomain

/// What the Orders scenes take from the app: where orders and stock are kept.
public struct OrdersPorts: Sendable {
    public let orders: any OrderRepository
    public let inventory: any InventoryRepository
    /// Orders whose outcome was unknown when placed, settled on the next look.
    public let unconfirmed: any UnconfirmedOrderStore

    public init(
        orders: any OrderRepository, inventory: any InventoryRepository,
        unconfirmed: any UnconfirmedOrderStore
    ) {
        self.orders = orders
        self.inventory = inventory
        self.unconfirmed = unconfirmed
    }
}
