import Foundation
import OrdersDomain

/// The inventory in SQLite: stock that reservations take from, all or nothing, never below zero,
/// and the journal of those reservations (the `reservations` table), each written in the
/// transaction that takes its stock.
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
                ) { row throws(DatabaseError) in
                    StockItem(
                        sku: try SKU(stored: row.string(0)), name: row.string(1), unitPriceCents: row.int(2),
                        available: row.int(3))
                }
            }
        }
    }

    public func reserve(_ lines: [OrderLine], for reference: OrderReference) async throws(OrderError) {
        let holder = Int64(ProcessInfo.processInfo.processIdentifier)
        let outcome = try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.write { connection throws(DatabaseError) -> OrderError? in
                // A rejected line undoes the lines before it: the savepoint is rolled back, and the
                // transaction then commits nothing.
                try connection.execute("SAVEPOINT reserve")
                for line in lines {
                    let quantity = Int64(line.quantity.rawValue)
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
                    return .outOfStock(line.sku, requested: line.quantity.rawValue, available: available)
                }
                // Recorded with the stock it takes: a process that dies from here on leaves a trace.
                try connection.execute(
                    "INSERT INTO reservations (reference, lines, holder) VALUES (?, ?, ?)",
                    .text(reference.rawValue), .text(Self.encode(lines)), .integer(holder))
                try connection.execute("RELEASE SAVEPOINT reserve")
                return nil
            }
        }
        if let outcome { throw outcome }
    }

    public func keep(_ reference: OrderReference) async throws(OrderError) {
        try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            // Placing on this store settled it already; only a remote order's reservation is left,
            // so the common case reads and takes no write lock.
            let recorded = try await database.read { connection throws(DatabaseError) in
                try connection.query(
                    "SELECT 1 FROM reservations WHERE reference = ?", [.text(reference.rawValue)]
                ) { _ in true }
            }
            guard !recorded.isEmpty else { return }
            try await database.write { connection throws(DatabaseError) in
                try connection.execute(
                    "DELETE FROM reservations WHERE reference = ?", .text(reference.rawValue))
            }
        }
    }

    public func release(_ reference: OrderReference) async throws(OrderError) {
        let outcome = try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.write { connection throws(DatabaseError) -> OrderError? in
                // The lines are read from the journal in the same transaction that deletes them, so
                // two processes settling the same reservation give its stock back once.
                let found = try connection.query(
                    "SELECT lines FROM reservations WHERE reference = ?", [.text(reference.rawValue)]
                ) { $0.string(0) }
                guard let text = found.first else { return nil }
                guard let lines = Self.decode(text) else { return .storage(.damaged) }
                try connection.execute("SAVEPOINT put_back")
                for line in lines {
                    try connection.execute(
                        "UPDATE inventory SET available = available + ? WHERE sku = ?",
                        .integer(Int64(line.quantity.rawValue)), .text(line.sku.rawValue))
                    guard connection.changes == 0 else { continue }
                    try connection.execute("ROLLBACK TO SAVEPOINT put_back")
                    try connection.execute("RELEASE SAVEPOINT put_back")
                    return .unknownSKU(line.sku)
                }
                try connection.execute(
                    "DELETE FROM reservations WHERE reference = ?", .text(reference.rawValue))
                try connection.execute("RELEASE SAVEPOINT put_back")
                return nil
            }
        }
        if let outcome { throw outcome }
    }

    public func leaveUnsettled(_ reference: OrderReference) async throws(OrderError) {
        try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.write { connection throws(DatabaseError) in
                try connection.execute(
                    "UPDATE reservations SET holder = NULL WHERE reference = ?", .text(reference.rawValue))
            }
        }
    }

    public func unsettled() async throws(OrderError) -> [Reservation] {
        let rows = try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.read { connection throws(DatabaseError) in
                try connection.query("SELECT reference, lines, holder FROM reservations ORDER BY position") {
                    row in
                    (reference: row.string(0), lines: row.string(1), holder: row.isNull(2) ? nil : row.int(2))
                }
            }
        }
        return try rows.filter { !Self.isRunning($0.holder) }.map { row throws(OrderError) in
            guard let lines = Self.decode(row.lines) else { throw .storage(.damaged) }
            return Reservation(reference: OrderReference(rawValue: row.reference), lines: lines)
        }
    }

    /// Whether the process `holder` still runs, so its reservation is still being placed.
    ///
    /// A reused process id only delays settling; it never gives back stock that an order holds.
    private static func isRunning(_ holder: Int?) -> Bool {
        guard let holder, holder > 0, let id = pid_t(exactly: holder) else { return false }
        return kill(id, 0) == 0 || errno == EPERM
    }

    /// The journal's form of a reservation's lines: `SKU quantity`, one line each.
    private static func encode(_ lines: [OrderLine]) -> String {
        lines.map { "\($0.sku.rawValue) \($0.quantity)" }.joined(separator: "\n")
    }

    private static func decode(_ text: String) -> [OrderLine]? {
        var lines: [OrderLine] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let sku = SKU(rawValue: String(parts[0])),
                let quantity = Int(parts[1]).flatMap(Quantity.init(rawValue:))
            else { return nil }
            lines.append(OrderLine(sku: sku, quantity: quantity))
        }
        return lines
    }
}
