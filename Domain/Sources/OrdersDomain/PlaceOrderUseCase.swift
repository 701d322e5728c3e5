/// Places an order across two repositories: reserve the stock, place the order, and if placing
/// fails, release the reservation and report the original failure.
///
/// It earns its keep as a use case: it coordinates two ports and owns the compensation rule. Fetching
/// orders has no use case: a pass-through would add a type and nothing else.
public struct PlaceOrderUseCase: Sendable {
    private let orders: any OrderRepository
    private let inventory: any InventoryRepository
    private let unconfirmed: (any UnconfirmedOrderStore)?

    /// The use case over the ports it coordinates; without `unconfirmed`, an order whose outcome is
    /// unknown keeps its stock reserved but is not recorded.
    public init(
        orders: any OrderRepository, inventory: any InventoryRepository,
        unconfirmed: (any UnconfirmedOrderStore)? = nil
    ) {
        self.orders = orders
        self.inventory = inventory
        self.unconfirmed = unconfirmed
    }

    /// Lines for the same SKU are merged first, so one SKU is reserved once, and each merged
    /// quantity is checked against ``OrderLine/quantityRange`` before anything is reserved.
    public func execute(_ lines: [OrderLine]) async throws(OrderError) -> Order {
        let merged = try OrderLine.merged(lines)
        let reference = OrderReference.random()
        try await inventory.reserve(merged)
        do {
            return try await orders.place(merged, reference: reference)
        } catch .outcomeUnknown(let cause) {
            // The source may have placed the order: giving the stock back could sell it twice. It
            // stays reserved, recorded as unconfirmed until `ConfirmOrdersUseCase` learns its fate.
            try? await unconfirmed?.record(UnconfirmedOrder(reference: reference, lines: merged))
            throw .unconfirmed(reference, cause: cause)
        } catch {
            // The caller must learn why placing failed, even if giving the stock back fails too.
            try? await inventory.release(merged)
            throw error
        }
    }
}
