import DataAccess
import DataTestSupport
import Domain
import Testing
import __NAME__Domain

/// The __NAME__Store contract, run against the SQLite adapter on temporary files.
@Suite("SQLite__NAME__Store")
struct SQLite__NAME__StoreTests {
    let folder: TemporaryFolder
    let database: SQLiteDatabase
    let store: SQLite__NAME__Store

    init() throws {
        folder = try TemporaryFolder()
        database = SQLiteDatabase(location: .file(path: folder.path("__command__.sqlite")))
        store = SQLite__NAME__Store(database: database)
    }

    @Test("a new database has no items")
    func empty() async throws {
        #expect(try await store.items().isEmpty)
    }

    @Test("items added are listed oldest first, duplicates kept")
    func addThenList() async throws {
        let added = try ["tea", "books", "tea"].map { try __NAME__Item($0) }
        for item in added { try await store.add(item) }
        #expect(try await store.items() == added)
    }

    @Test("items survive closing and reopening the file")
    func survivesReopen() async throws {
        try await store.add(try __NAME__Item("tea"))
        let reopened = SQLite__NAME__Store(database: SQLiteDatabase(location: database.location))
        #expect(try await reopened.items().map(\.text) == ["tea"])
    }

    /// The table's checks must never refuse what the rule accepts: 200 characters of two scalars each are
    /// 400 to SQLite's `length`, and SQL in an item is data.
    @Test(
        "every item the rule accepts is stored as it is",
        arguments: [
            "x", String(repeating: "x", count: 200), String(repeating: "e\u{301}", count: 200),
            String(repeating: "🇩🇪", count: 200), "'; DROP TABLE __table__;--", "ünïcödé 🍵",
        ])
    func storesEveryValidItem(text: String) async throws {
        let item = try __NAME__Item(text)
        try await store.add(item)
        #expect(try await store.items() == [item])
    }

    @Test("an in-memory database works too")
    func inMemory() async throws {
        let store = SQLite__NAME__Store(database: SQLiteDatabase(location: .inMemory))
        try await store.add(try __NAME__Item("tea"))
        #expect(try await store.items().map(\.text) == ["tea"])
    }
}
