import Domain
import Foundation
public import OrdersDomain

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
        try await database.read(OrderError.storage) { connection throws(OrderError) in
            try connection.query("SELECT sku, name, price_cents, available FROM inventory ORDER BY sku") {
                row in
                (sku: row.string(0), name: row.string(1), unitPriceCents: row.int(2), available: row.int(3))
            }.map { row throws(OrderError) in
                StockItem(
                    sku: try SKU(stored: row.sku), name: row.name, unitPriceCents: row.unitPriceCents,
                    available: row.available)
            }
        }
    }

    public func reserve(_ lines: [OrderLine], for reference: OrderReference) async throws(OrderError) {
        let holder = Int64(ProcessInfo.processInfo.processIdentifier)
        try await database.write(OrderError.storage) { connection throws(OrderError) in
            for line in lines {
                let quantity = Int64(line.quantity.rawValue)
                try connection.execute(
                    "UPDATE inventory SET available = available - ? WHERE sku = ? AND available >= ?",
                    .integer(quantity), .text(line.sku.rawValue), .integer(quantity))
                guard connection.changes == 0 else { continue }
                // A refusal rolls back the lines taken before it.
                let available = try connection.query(
                    "SELECT available FROM inventory WHERE sku = ?", [.text(line.sku.rawValue)]
                ) { $0.int(0) }.first
                guard let available else { throw .unknownSKU(line.sku) }
                throw .outOfStock(line.sku, requested: line.quantity.rawValue, available: available)
            }
            // Recorded with the stock it takes: a process that dies from here on leaves a trace.
            try connection.execute(
                "INSERT INTO reservations (reference, lines, holder) VALUES (?, ?, ?)",
                .text(reference.rawValue), .text(Self.encode(lines)), .integer(holder))
        }
    }

    /// Only a reservation that placing did not settle reaches here (a remote order's, or one confirmed
    /// later): an order placed on the SQLite store settles its own (`OrderRepository.settlesReservations`).
    public func keep(_ reference: OrderReference) async throws(OrderError) {
        try await database.write(OrderError.storage) { connection throws(OrderError) in
            try connection.execute("DELETE FROM reservations WHERE reference = ?", .text(reference.rawValue))
        }
    }

    public func release(_ reference: OrderReference) async throws(OrderError) {
        try await database.write(OrderError.storage) { connection throws(OrderError) in
            // The lines are read from the journal in the same transaction that deletes them, so
            // two processes settling the same reservation give its stock back once.
            let found = try connection.query(
                "SELECT lines FROM reservations WHERE reference = ?", [.text(reference.rawValue)]
            ) { $0.string(0) }
            guard let text = found.first else { return }
            guard let lines = Self.decode(text) else { throw .storage(.damaged) }
            for line in lines {
                try connection.execute(
                    "UPDATE inventory SET available = available + ? WHERE sku = ?",
                    .integer(Int64(line.quantity.rawValue)), .text(line.sku.rawValue))
                // A refusal rolls back the stock given back before it; the reservation stays.
                guard connection.changes == 1 else { throw .unknownSKU(line.sku) }
            }
            try connection.execute("DELETE FROM reservations WHERE reference = ?", .text(reference.rawValue))
        }
    }

    public func leaveUnsettled(_ reference: OrderReference) async throws(OrderError) {
        try await database.write(OrderError.storage) { connection throws(OrderError) in
            try connection.execute(
                "UPDATE reservations SET holder = NULL WHERE reference = ?", .text(reference.rawValue))
        }
    }

    public func unsettled() async throws(OrderError) -> [Reservation] {
        let rows = try await database.read(OrderError.storage) { connection throws(OrderError) in
            try connection.query("SELECT reference, lines, holder FROM reservations ORDER BY position") {
                row in
                (reference: row.string(0), lines: row.string(1), holder: row.isNull(2) ? nil : row.int(2))
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
