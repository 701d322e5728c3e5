public import Domain
public import OrdersDomain

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

    /// True: ``place(_:reference:)`` deletes the reservation in the transaction that records the order.
    public var settlesReservations: Bool { true }

    public func fetchOrders() async throws(OrderError) -> FetchedOrders {
        let orders = try await database.read(OrderError.storage) { connection throws(OrderError) in
            let items = try connection.query(
                "SELECT order_id, sku, quantity, unit_price_cents FROM order_items ORDER BY rowid"
            ) { row in (orderID: row.string(0), item: StoredItem(row, from: 1)) }
            var itemsByOrder: [String: [OrderItem]] = [:]
            for stored in items {
                itemsByOrder[stored.orderID, default: []].append(try stored.item.checked())
            }
            return try connection.query("SELECT id, status FROM orders ORDER BY position DESC") { row in
                let id = row.string(0)
                return Order(
                    id: Order.ID(rawValue: id), items: itemsByOrder[id, default: []],
                    status: OrderStatus(storedWord: row.string(1)))
            }
        }
        return FetchedOrders(orders: orders, isFromCache: false)
    }

    public func order(_ id: Order.ID) async throws(OrderError) -> Order {
        try await database.read(OrderError.storage) { connection throws(OrderError) in
            guard
                let status = try connection.query(
                    "SELECT status FROM orders WHERE id = ?", [.text(id.rawValue)], row: { $0.string(0) }
                ).first
            else { throw .notFound(id) }
            let items = try connection.query(
                "SELECT sku, quantity, unit_price_cents FROM order_items WHERE order_id = ? ORDER BY rowid",
                [.text(id.rawValue)]
            ) { StoredItem($0, from: 0) }
            return Order(
                id: id, items: try items.map { stored throws(OrderError) in try stored.checked() },
                status: OrderStatus(storedWord: status))
        }
    }

    /// One transaction, which also settles the reservation `reference` (its stock now belongs to the
    /// order): the outcome is always known, so `reference` is not kept.
    ///
    /// One pass: each item is priced by the statement that writes it, and a line whose SKU the
    /// inventory does not have rolls back the order and the items written before it.
    public func place(_ lines: [OrderLine], reference: OrderReference) async throws(OrderError) -> Order {
        try await database.write(OrderError.storage) { connection throws(OrderError) in
            let position =
                try connection.query("SELECT coalesce(max(position), 0) + 1 FROM orders") { $0.int(0) }.first
                ?? 1
            let id = Order.ID(rawValue: "O-\(1000 + position)")
            try connection.execute(
                "INSERT INTO orders (id, position, status) VALUES (?, ?, ?)",
                .text(id.rawValue), .integer(Int64(position)),
                OrderStatus.pending.storedWord.map(SQLValue.text) ?? .null)
            var items: [OrderItem] = []
            for line in lines {
                let price = try connection.query(
                    """
                    INSERT INTO order_items (order_id, sku, quantity, unit_price_cents)
                    SELECT ?, sku, ?, price_cents FROM inventory WHERE sku = ?
                    RETURNING unit_price_cents
                    """,
                    [.text(id.rawValue), .integer(Int64(line.quantity.rawValue)), .text(line.sku.rawValue)]
                ) { $0.int(0) }.first
                guard let price else { throw .unknownSKU(line.sku) }
                items.append(
                    OrderItem(sku: line.sku, quantity: line.quantity.rawValue, unitPriceCents: price))
            }
            try connection.execute("DELETE FROM reservations WHERE reference = ?", .text(reference.rawValue))
            return Order(id: id, items: items, status: .pending)
        }
    }

    /// An item as stored; its SKU is checked against Domain's rule when it becomes an ``OrderItem``.
    private struct StoredItem {
        let sku: String
        let quantity: Int
        let unitPriceCents: Int

        /// The row's columns `first` (SKU), `first + 1` (quantity), `first + 2` (unit price).
        init(_ row: SQLiteRow, from first: Int32) {
            sku = row.string(first)
            quantity = row.int(first + 1)
            unitPriceCents = row.int(first + 2)
        }

        func checked() throws(OrderError) -> OrderItem {
            OrderItem(sku: try SKU(stored: sku), quantity: quantity, unitPriceCents: unitPriceCents)
        }
    }
}
