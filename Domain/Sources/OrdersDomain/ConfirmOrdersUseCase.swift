/// Learns the fate of orders whose place request had an unknown outcome, from a fresh list.
///
/// An order in the source's list that carries the reference was placed (its stock stays taken); one
/// that does not was never placed (its stock is given back). Either way it is no longer unconfirmed.
///
/// A list answered from a cache teaches nothing: the orders stay unconfirmed and keep their stock.
public struct ConfirmOrdersUseCase: Sendable {
    /// What became of one unconfirmed order.
    public enum Fate: Equatable, Sendable {
        /// The source has it: this order.
        case placed(OrderReference, Order)
        /// The source does not have it; its stock was given back.
        case notPlaced(OrderReference)
        /// Nothing was learned yet; its stock stays reserved.
        case stillUnconfirmed(OrderReference)
    }

    private let orders: any OrderRepository
    private let inventory: any InventoryRepository
    private let unconfirmed: any UnconfirmedOrderStore

    /// The use case over the three ports it coordinates.
    public init(
        orders: any OrderRepository, inventory: any InventoryRepository,
        unconfirmed: any UnconfirmedOrderStore
    ) {
        self.orders = orders
        self.inventory = inventory
        self.unconfirmed = unconfirmed
    }

    /// Settles every unconfirmed order against `fetched`, and returns each one's fate.
    public func settle(with fetched: FetchedOrders) async throws(OrderError) -> [Fate] {
        let pending = try await unconfirmed.unconfirmed()
        guard !fetched.isFromCache else { return pending.map { .stillUnconfirmed($0.reference) } }
        var fates: [Fate] = []
        for order in pending {
            if let placed = fetched.orders.first(where: { $0.reference == order.reference }) {
                try await unconfirmed.remove(order.reference)
                fates.append(.placed(order.reference, placed))
            } else {
                try await inventory.release(order.lines)
                try await unconfirmed.remove(order.reference)
                fates.append(.notPlaced(order.reference))
            }
        }
        return fates
    }

    /// The fate of the unconfirmed order `reference`, asking the source for a fresh list; nil when no
    /// unconfirmed order has that reference.
    public func fate(of reference: OrderReference) async throws(OrderError) -> Fate? {
        guard try await unconfirmed.unconfirmed().contains(where: { $0.reference == reference }) else {
            return nil
        }
        // A source that cannot answer teaches nothing: the order stays unconfirmed.
        guard let fetched = try? await orders.fetchOrders() else { return .stillUnconfirmed(reference) }
        let fates = try await settle(with: fetched)
        return fates.first { fate in
            switch fate {
            case .placed(let settled, _), .notPlaced(let settled), .stillUnconfirmed(let settled):
                settled == reference
            }
        }
    }
}
