import Foundation
import OrdersDomain

/// Orders whose outcome is unknown, kept in the embedded database beside the stock they hold.
public struct SQLiteUnconfirmedOrderStore: UnconfirmedOrderStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func record(_ order: UnconfirmedOrder) async throws(OrderError) {
        let lines = order.lines.map { "\($0.sku.rawValue) \($0.quantity)" }.joined(separator: "\n")
        try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.write { connection throws(DatabaseError) in
                try connection.execute(
                    "INSERT INTO unconfirmed_orders (reference, lines) VALUES (?, ?)",
                    .text(order.reference.rawValue), .text(lines))
            }
        }
    }

    public func unconfirmed() async throws(OrderError) -> [UnconfirmedOrder] {
        let rows = try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.read { connection throws(DatabaseError) in
                try connection.query("SELECT reference, lines FROM unconfirmed_orders ORDER BY position") {
                    row in (row.string(0), row.string(1))
                }
            }
        }
        return try rows.map { reference, text throws(OrderError) in
            var lines: [OrderLine] = []
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: " ")
                guard parts.count == 2, let quantity = Int(parts[1]) else { throw .storage(.damaged) }
                lines.append(OrderLine(sku: SKU(rawValue: String(parts[0])), quantity: quantity))
            }
            return UnconfirmedOrder(reference: OrderReference(rawValue: reference), lines: lines)
        }
    }

    public func remove(_ reference: OrderReference) async throws(OrderError) {
        try await database.run(OrderError.storage) { () async throws(DatabaseError) in
            try await database.write { connection throws(DatabaseError) in
                try connection.execute(
                    "DELETE FROM unconfirmed_orders WHERE reference = ?", .text(reference.rawValue))
            }
        }
    }
}
