/// The port for orders: fetch them, fetch one, place one.
///
/// Data implements it over SQLite (the embedded default) and over HTTP with a SQLite cache.
public protocol OrderRepository: Sendable {
    /// Every order, newest first; from the cache, and marked so, when the live source fails.
    func fetchOrders() async throws(OrderError) -> FetchedOrders
    /// One order, or `.notFound`.
    func order(_ id: Order.ID) async throws(OrderError) -> Order
    /// Places an order for `lines`, priced by the source, sending `reference` with it, and returns it
    /// as stored; `.outcomeUnknown` when the request went out and its answer was lost.
    func place(_ lines: [OrderLine], reference: OrderReference) async throws(OrderError) -> Order
}

extension OrderRepository {
    /// Places an order under a new reference.
    public func place(_ lines: [OrderLine]) async throws(OrderError) -> Order {
        try await place(lines, reference: .random())
    }
}
