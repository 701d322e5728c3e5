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

/// An order whose place request had an unknown outcome: its reference and the stock it holds.
public struct UnconfirmedOrder: Equatable, Sendable {
    /// The reference the place request carried.
    public let reference: OrderReference
    /// The merged lines whose stock stays reserved until the order's fate is known.
    public let lines: [OrderLine]

    /// An unconfirmed order and the stock it holds.
    public init(reference: OrderReference, lines: [OrderLine]) {
        self.reference = reference
        self.lines = lines
    }
}

/// The port for orders whose outcome is unknown, kept where the stock is (the embedded database).
public protocol UnconfirmedOrderStore: Sendable {
    /// Records `order`; its stock stays reserved.
    func record(_ order: UnconfirmedOrder) async throws(OrderError)
    /// Every unconfirmed order, oldest first.
    func unconfirmed() async throws(OrderError) -> [UnconfirmedOrder]
    /// Forgets the order with `reference`, once its fate is known.
    func remove(_ reference: OrderReference) async throws(OrderError)
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
