/// The port for orders: fetch them, fetch one, place one.
///
/// Data implements it over SQLite (the embedded default) and over HTTP with a SQLite cache.
public protocol OrderRepository: Sendable {
    /// Every order, newest first; from the cache, and marked so, when the live source fails.
    func fetchOrders() async throws(OrderError) -> FetchedOrders
    /// One order, or `.notFound`.
    func order(_ id: Order.ID) async throws(OrderError) -> Order
    /// Places an order for `lines`, priced by the source, and returns it as stored.
    func place(_ lines: [OrderLine]) async throws(OrderError) -> Order
}

/// The port for stock: reservations are all-or-nothing and never take stock below zero.
public protocol InventoryRepository: Sendable {
    /// Every product with its stock, by SKU.
    func stock() async throws(OrderError) -> [StockItem]
    /// Takes every line's quantity out of stock, or none of them (`.outOfStock`, `.unknownSKU`).
    func reserve(_ lines: [OrderLine]) async throws(OrderError)
    /// Puts every line's quantity back, undoing a `reserve`.
    func release(_ lines: [OrderLine]) async throws(OrderError)
}
