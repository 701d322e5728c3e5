/// Learns the fate of unsettled reservations (``InventoryRepository/unsettled()``) from a fresh list
/// of orders: an answer to placing was lost, or the process placing the order died.
///
/// An order in the source's list that carries the reservation's reference was placed (its stock stays
/// taken); one that does not was never placed (its stock is given back). Either way the reservation is
/// settled. A list answered from a cache teaches nothing: the reservations stay, with their stock.
public struct ConfirmOrdersUseCase: Sendable {
    /// What became of the order of one unsettled reservation.
    public enum Fate: Equatable, Sendable {
        /// The source has it: this order.
        case placed(OrderReference, Order)
        /// The source does not have it; its stock was given back.
        case notPlaced(OrderReference)
        /// Nothing was learned yet; its stock stays reserved.
        case stillUnconfirmed(OrderReference)

        /// The reference of the order this fate is about.
        public var reference: OrderReference {
            switch self {
            case .placed(let reference, _), .notPlaced(let reference), .stillUnconfirmed(let reference):
                reference
            }
        }
    }

    private let orders: any OrderRepository
    private let inventory: any InventoryRepository

    /// Nothing is read or settled until one of its methods runs.
    public init(orders: any OrderRepository, inventory: any InventoryRepository) {
        self.orders = orders
        self.inventory = inventory
    }

    /// Settles every unsettled reservation against `fetched`, and returns each one's fate.
    public func settle(with fetched: FetchedOrders) async throws(OrderError) -> [Fate] {
        let pending = try await inventory.unsettled()
        guard !fetched.isFromCache else { return pending.map { .stillUnconfirmed($0.reference) } }
        var fates: [Fate] = []
        for reservation in pending {
            if let placed = fetched.orders.first(where: { $0.reference == reservation.reference }) {
                try await inventory.keep(reservation.reference)
                fates.append(.placed(reservation.reference, placed))
            } else {
                try await inventory.release(reservation.reference)
                fates.append(.notPlaced(reservation.reference))
            }
        }
        return fates
    }

    /// Settles every unsettled reservation, asking the source for a fresh list only when there is
    /// one; a source that cannot answer throws, and the reservations stay.
    public func settleUnsettled() async throws(OrderError) -> [Fate] {
        guard try await !inventory.unsettled().isEmpty else { return [] }
        return try await settle(with: orders.fetchOrders())
    }

    /// The fate of the unsettled reservation `reference`, asking the source for a fresh list; nil
    /// when no unsettled reservation has that reference.
    public func fate(of reference: OrderReference) async throws(OrderError) -> Fate? {
        guard try await inventory.unsettled().contains(where: { $0.reference == reference }) else {
            return nil
        }
        // A source that cannot answer teaches nothing: the order stays unconfirmed.
        guard let fetched = try? await orders.fetchOrders() else { return .stillUnconfirmed(reference) }
        return try await settle(with: fetched).first { $0.reference == reference }
    }
}
