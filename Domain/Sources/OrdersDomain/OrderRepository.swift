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
    ///
    /// A store that ``settlesReservations`` also settles the inventory's reservation `reference` in the
    /// same step: once the order is stored, its stock belongs to it and no reservation is left to keep.
    func place(_ lines: [OrderLine], reference: OrderReference) async throws(OrderError) -> Order
    /// Whether ``place(_:reference:)`` settles the order's reservation with the order, in one step.
    ///
    /// True for a store that holds the inventory's reservations too (the embedded SQLite store, where the
    /// order and the end of its reservation are one transaction): after placing there is nothing for
    /// ``InventoryRepository/keep(_:)`` to do, and ``PlaceOrderUseCase`` does not ask. False for a source
    /// that does not hold the stock (the remote service): the placing keeps the reservation itself.
    var settlesReservations: Bool { get }
}

extension OrderRepository {
    /// Places an order under a new reference.
    public func place(_ lines: [OrderLine]) async throws(OrderError) -> Order {
        try await place(lines, reference: .random())
    }
}
