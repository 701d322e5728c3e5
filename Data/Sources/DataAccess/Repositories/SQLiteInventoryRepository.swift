import OrdersDomain

/// The inventory in SQLite: stock that reservations take from, all or nothing, never below zero.
///
/// Each reservation is one `BEGIN IMMEDIATE` transaction of guarded updates
/// (`available = available - ?` only where `available >= ?`), so concurrent reservations, from this
/// process or another, are serialized by SQLite's write lock and can never oversell.
public struct SQLiteInventoryRepository: InventoryRepository {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func stock() async throws(OrderError) -> [StockItem] {
        try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.read { connection throws(DatabaseError) in
                try connection.query(
                    "SELECT sku, name, price_cents, available FROM inventory ORDER BY sku"
                ) { row in
                    StockItem(
                        sku: SKU(rawValue: row.string(0)), name: row.string(1), unitPriceCents: row.int(2),
                        available: row.int(3))
                }
            }
        }
    }

    public func reserve(_ lines: [OrderLine]) async throws(OrderError) {
        let lines = try OrderLine.checked(lines)
        let outcome = try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.write { connection throws(DatabaseError) -> OrderError? in
                // A rejected line undoes the lines before it: the savepoint is rolled back, and the
                // transaction then commits nothing.
                try connection.execute("SAVEPOINT reserve")
                for line in lines {
                    let quantity = Int64(line.quantity)
                    try connection.execute(
                        "UPDATE inventory SET available = available - ? WHERE sku = ? AND available >= ?",
                        .integer(quantity), .text(line.sku.rawValue), .integer(quantity))
                    guard connection.changes == 0 else { continue }
                    let available = try connection.query(
                        "SELECT available FROM inventory WHERE sku = ?", [.text(line.sku.rawValue)]
                    ) { $0.int(0) }.first
                    try connection.execute("ROLLBACK TO SAVEPOINT reserve")
                    try connection.execute("RELEASE SAVEPOINT reserve")
                    guard let available else { return .unknownSKU(line.sku) }
                    return .outOfStock(line.sku, requested: line.quantity, available: available)
                }
                try connection.execute("RELEASE SAVEPOINT reserve")
                return nil
            }
        }
        if let outcome { throw outcome }
    }

    public func release(_ lines: [OrderLine]) async throws(OrderError) {
        let lines = try OrderLine.checked(lines)
        let unknown = try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.write { connection throws(DatabaseError) -> SKU? in
                try connection.execute("SAVEPOINT put_back")
                for line in lines {
                    try connection.execute(
                        "UPDATE inventory SET available = available + ? WHERE sku = ?",
                        .integer(Int64(line.quantity)), .text(line.sku.rawValue))
                    guard connection.changes == 0 else { continue }
                    try connection.execute("ROLLBACK TO SAVEPOINT put_back")
                    try connection.execute("RELEASE SAVEPOINT put_back")
                    return line.sku
                }
                try connection.execute("RELEASE SAVEPOINT put_back")
                return nil
            }
        }
        if let unknown { throw .unknownSKU(unknown) }
    }
}
