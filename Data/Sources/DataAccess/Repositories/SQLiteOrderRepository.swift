import OrdersDomain

/// Orders in SQLite: the embedded default.
///
/// Placing an order prices its lines from `inventory` but leaves the stock alone: reserving it is
/// the inventory port's job, which `PlaceOrderUseCase` coordinates. The order is recorded in the
/// transaction that settles its reservation, so a unit of stock is always in one or the other.
public struct SQLiteOrderRepository: OrderRepository {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func fetchOrders() async throws(OrderError) -> FetchedOrders {
        let orders = try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.read { connection throws(DatabaseError) in
                let items = try connection.query(
                    "SELECT order_id, sku, quantity, unit_price_cents FROM order_items ORDER BY rowid"
                ) { row throws(DatabaseError) in (orderID: row.string(0), item: try Self.item(row, from: 1)) }
                let itemsByOrder = Dictionary(grouping: items, by: \.orderID)
                return try connection.query("SELECT id, status FROM orders ORDER BY position DESC") { row in
                    let id = row.string(0)
                    return Order(
                        id: Order.ID(rawValue: id), items: itemsByOrder[id, default: []].map(\.item),
                        status: OrderStatus(storedWord: row.string(1)))
                }
            }
        }
        return FetchedOrders(orders: orders, isFromCache: false)
    }

    public func order(_ id: Order.ID) async throws(OrderError) -> Order {
        let found = try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.read { connection throws(DatabaseError) -> Order? in
                guard
                    let status = try connection.query(
                        "SELECT status FROM orders WHERE id = ?", [.text(id.rawValue)], row: { $0.string(0) }
                    ).first
                else { return nil }
                let items = try connection.query(
                    """
                    SELECT sku, quantity, unit_price_cents FROM order_items WHERE order_id = ?
                    ORDER BY rowid
                    """,
                    [.text(id.rawValue)]
                ) { row throws(DatabaseError) in try Self.item(row, from: 0) }
                return Order(id: id, items: items, status: OrderStatus(storedWord: status))
            }
        }
        guard let found else { throw .notFound(id) }
        return found
    }

    /// One transaction, which also settles the reservation `reference` (its stock now belongs to the
    /// order): the outcome is always known, so `reference` is not kept.
    public func place(_ lines: [OrderLine], reference: OrderReference) async throws(OrderError) -> Order {
        let outcome = try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.write { connection throws(DatabaseError) -> Result<Order, OrderError> in
                // Every price is read before anything is written, so an unknown SKU writes nothing.
                var items: [OrderItem] = []
                for line in lines {
                    let price = try connection.query(
                        "SELECT price_cents FROM inventory WHERE sku = ?", [.text(line.sku.rawValue)]
                    ) { $0.int(0) }.first
                    guard let price else { return .failure(.unknownSKU(line.sku)) }
                    items.append(
                        OrderItem(sku: line.sku, quantity: line.quantity.rawValue, unitPriceCents: price))
                }
                let position =
                    try connection.query("SELECT coalesce(max(position), 0) + 1 FROM orders") { $0.int(0) }
                    .first ?? 1
                let id = Order.ID(rawValue: "O-\(1000 + position)")
                try connection.execute(
                    "INSERT INTO orders (id, position, status) VALUES (?, ?, ?)",
                    .text(id.rawValue), .integer(Int64(position)),
                    OrderStatus.pending.storedWord.map(SQLValue.text) ?? .null)
                for item in items {
                    try connection.execute(
                        """
                        INSERT INTO order_items (order_id, sku, quantity, unit_price_cents)
                        VALUES (?, ?, ?, ?)
                        """,
                        .text(id.rawValue), .text(item.sku.rawValue), .integer(Int64(item.quantity)),
                        .integer(Int64(item.unitPriceCents)))
                }
                try connection.execute(
                    "DELETE FROM reservations WHERE reference = ?", .text(reference.rawValue))
                return .success(Order(id: id, items: items, status: .pending))
            }
        }
        return try outcome.get()
    }

    /// An item from the row's columns `first` (SKU), `first + 1` (quantity), `first + 2` (unit price).
    private static func item(_ row: SQLiteRow, from first: Int32) throws(DatabaseError) -> OrderItem {
        OrderItem(
            sku: try SKU(stored: row.string(first)), quantity: row.int(first + 1),
            unitPriceCents: row.int(first + 2))
    }
}
