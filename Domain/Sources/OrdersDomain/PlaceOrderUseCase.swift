import Domain

/// Places an order across two repositories: reserve the stock, place the order, and settle the
/// reservation by what placing taught: keep it, give it back, or leave it unsettled.
///
/// It earns its keep as a use case: it coordinates two ports and owns the compensation rule. Fetching
/// orders has no use case: a pass-through would add a type and nothing else.
public struct PlaceOrderUseCase: Sendable {
    private let orders: any OrderRepository
    private let inventory: any InventoryRepository

    /// Nothing is read or reserved until ``execute(_:)`` runs.
    public init(orders: any OrderRepository, inventory: any InventoryRepository) {
        self.orders = orders
        self.inventory = inventory
    }

    /// Lines for the same SKU are merged first, so one SKU is reserved once, and each merged
    /// quantity is checked against ``Quantity/range`` before anything is reserved.
    ///
    /// Reservations that an earlier run left unsettled are settled first, so stock a dead process
    /// held goes back before this order asks for it. A store that fails while settling them fails
    /// this order, before anything is reserved: it is the store this order needs.
    public func execute(_ lines: [OrderLine]) async throws(OrderError) -> Order {
        let merged = try OrderLine.merged(lines)
        try await settleUnsettled()
        let reference = OrderReference.random()
        try await inventory.reserve(merged, for: reference)
        do throws(OrderError) {
            let order = try await orders.place(merged, reference: reference)
            guard order.confirms(merged, reference: reference) else {
                // The source says it placed something, but not this order: whether this one was placed is
                // unknown, so it is left for the next look, like an answer that was lost.
                try? await inventory.leaveUnsettled(reference)
                throw .unconfirmed(reference, cause: Self.otherLines)
            }
            // A store that settles reservations did it with the order. Otherwise, if keeping fails (or the
            // process dies first), the reservation is unsettled, and the next look finds the order under
            // its reference and keeps the stock taken.
            if !orders.settlesReservations { try? await inventory.keep(reference) }
            return order
        } catch .unconfirmed(let reference, let cause) {
            throw .unconfirmed(reference, cause: cause)
        } catch .outcomeUnknown(let cause) {
            // The source may have placed the order: giving the stock back could sell it twice. It
            // stays reserved until `ConfirmOrdersUseCase` learns its fate.
            try? await inventory.leaveUnsettled(reference)
            throw .unconfirmed(reference, cause: cause)
        } catch {
            // The caller must learn why placing failed, even if giving the stock back fails too.
            try? await inventory.release(reference)
            throw error
        }
    }

    /// Settles what earlier runs left unsettled; only the store's failure is this order's failure.
    private func settleUnsettled() async throws(OrderError) {
        do throws(OrderError) {
            _ = try await ConfirmOrdersUseCase(orders: orders, inventory: inventory).settleUnsettled()
        } catch {
            // Anything else is safe to leave: a reservation the source cannot settle now keeps its stock
            // until a later look, so nothing is sold twice; this order may only find less in stock.
            if case .storage = error { throw error }
        }
    }

    /// Why an answer that names other lines leaves the order unconfirmed.
    private static let otherLines = ServiceError.corruptedResponse(reason: .otherLinesConfirmed)
}
