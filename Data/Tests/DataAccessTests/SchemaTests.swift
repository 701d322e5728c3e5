import Domain
import OrdersDomain
import ReadingPlanDomain
import Testing

@testable import DataAccess

/// The schema's numeric CHECKs restate Domain's rules where SQLite enforces them: each admits exactly
/// its Domain range, so changing one without the other fails here.
@Suite("Schema")
struct SchemaTests {
    /// A numeric CHECK of the schema, and the Domain range it restates.
    enum Check: CaseIterable, CustomTestStringConvertible {
        /// `reading_plan.pages`: ``ReadingPlan/pageRange``.
        case planPages
        /// `reading_plan.days`: ``ReadingPlan/dayRange``.
        case planDays
        /// `order_items.quantity`: ``Quantity/range``.
        case itemQuantity

        var range: ClosedRange<Int> {
            switch self {
            case .planPages: ReadingPlan.pageRange
            case .planDays: ReadingPlan.dayRange
            case .itemQuantity: Quantity.range
            }
        }

        var testDescription: String {
            switch self {
            case .planPages: "reading_plan.pages is ReadingPlan.pageRange"
            case .planDays: "reading_plan.days is ReadingPlan.dayRange"
            case .itemQuantity: "order_items.quantity is Quantity.range"
            }
        }

        /// Whether a fresh database stores a row with `value` in the checked column, and every other
        /// column valid.
        ///
        /// `INSERT OR IGNORE` skips a row that a constraint refuses rather than failing, and any other
        /// failure throws: no row stored means a constraint said no.
        func admits(_ value: Int) throws -> Bool {
            let database = SQLiteDatabase(location: .inMemory)
            let pages = Int64(self == .planPages ? value : ReadingPlan.pageRange.lowerBound)
            let days = Int64(self == .planDays ? value : ReadingPlan.dayRange.lowerBound)
            return try database.writeBlocking(\.self) { connection throws(StorageError) in
                switch self {
                case .planPages, .planDays:
                    try connection.execute(
                        """
                        INSERT OR IGNORE INTO reading_plan (id, pages, days, daily_pages, revision)
                        VALUES (1, ?, ?, 1, 1)
                        """, .integer(pages), .integer(days))
                case .itemQuantity:
                    // O-1001 is a demo order (migration 4); the SKU is new to it.
                    try connection.execute(
                        """
                        INSERT OR IGNORE INTO order_items (order_id, sku, quantity, unit_price_cents)
                        VALUES ('O-1001', 'CHECK-PROBE', ?, 100)
                        """, .integer(Int64(value)))
                }
                return connection.changes == 1
            }
        }
    }

    @Test(
        "each numeric CHECK admits its Domain range's bounds and refuses one past each",
        arguments: Check.allCases)
    func checkIsDomainRange(_ check: Check) throws {
        let range = check.range
        for value in [range.lowerBound - 1, range.lowerBound, range.upperBound, range.upperBound + 1] {
            #expect(try check.admits(value) == range.contains(value), "\(check.testDescription): \(value)")
        }
    }
}
