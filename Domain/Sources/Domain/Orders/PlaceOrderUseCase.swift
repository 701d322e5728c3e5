/// Places an order across two repositories: reserve the stock, place the order, and if placing
/// fails, release the reservation and report the original failure.
///
/// It earns its keep (seed 003): it coordinates two ports and owns the compensation rule. Fetching
/// orders has no use case: a pass-through would add a type and nothing else.
public struct PlaceOrderUseCase: Sendable {
    private let orders: any OrderRepository
    private let inventory: any InventoryRepository

    /// The use case over the two ports it coordinates.
    public init(orders: any OrderRepository, inventory: any InventoryRepository) {
        self.orders = orders
        self.inventory = inventory
    }

    /// Lines for the same SKU are merged first, so one SKU is reserved once, and each merged
    /// quantity is checked against ``OrderLine/quantityRange`` before anything is reserved.
    public func execute(_ lines: [OrderLine]) async throws(OrderError) -> Order {
        let merged = try OrderLine.merged(lines)
        try await inventory.reserve(merged)
        do {
            return try await orders.place(merged)
        } catch {
            // The caller must learn why placing failed, even if giving the stock back fails too.
            try? await inventory.release(merged)
            throw error
        }
    }
}
