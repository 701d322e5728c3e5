import Domain
import Foundation
import OrdersDomain
import Testing

@testable import DataAccess

/// The one list of order-status spellings: both codings round-trip, and the stored words are
/// exactly the words the `orders` table's `CHECK` admits, so the list and the schema cannot drift.
@Suite("OrderStatus codings")
struct OrderStatusCodingTests {
    static let known: [OrderStatus] = [.pending, .paid, .shipped, .delivered, .cancelled]

    @Test("every known status round-trips through its API code and its stored word", arguments: known)
    func roundTrip(status: OrderStatus) throws {
        let coding = try #require(OrderStatus.codings.first { $0.status == status })
        #expect(OrderStatus(apiCode: coding.apiCode) == status)
        let word = try #require(status.storedWord)
        #expect(word == coding.storedWord)
        #expect(OrderStatus(storedWord: word) == status)
    }

    @Test("the list holds each known status once, with distinct codes and words")
    func oneEntryPerStatus() {
        let codings = OrderStatus.codings
        #expect(codings.count == Self.known.count)
        #expect(Self.known.allSatisfy { status in codings.filter { $0.status == status }.count == 1 })
        #expect(Set(codings.map(\.apiCode)).count == codings.count)
        #expect(Set(codings.map(\.storedWord)).count == codings.count)
    }

    @Test("an unknown code or word is unrecognized, and unrecognized has no stored word")
    func unknownSpellings() {
        #expect(OrderStatus(apiCode: 5) == .unrecognized)
        #expect(OrderStatus(apiCode: -1) == .unrecognized)
        #expect(OrderStatus(storedWord: "refunded") == .unrecognized)
        #expect(OrderStatus(storedWord: "Pending") == .unrecognized)
        #expect(OrderStatus(storedWord: "") == .unrecognized)
        #expect(OrderStatus.unrecognized.storedWord == nil)
    }

    @Test("the stored words are exactly the words the migrated orders table's CHECK admits")
    func storedWordsAreTheSchemasCheck() throws {
        let database = SQLiteDatabase(location: .inMemory)
        let tables = try database.readBlocking(\.self) { connection throws(StorageError) in
            try connection.query("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'orders'") {
                $0.string(0)
            }
        }
        let table = try #require(tables.first)
        let check = try #require(table.firstMatch(of: /CHECK\s*\(\s*status\s+IN\s*\(([^)]*)\)\s*\)/))
        let words = check.1.matches(of: /'([^']*)'/).map { String($0.1) }
        #expect(words.count == 5)
        #expect(words.sorted() == OrderStatus.codings.map(\.storedWord).sorted())
    }
}
