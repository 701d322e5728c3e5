import DataAccess
import DataTestSupport
import Testing
import __NAME__Domain

/// `SQLite__NAME__Store` on a temporary file.
@Suite("SQLite__NAME__Store")
struct SQLite__NAME__StoreTests {
    @Test("items added are listed oldest first, duplicates kept, after the file is reopened; SQL is data")
    func roundTrip() async throws {
        let folder = try TemporaryFolder()
        let file = DatabaseLocation.file(path: folder.path("__command__.sqlite"))
        let items = ["tea", "'; DROP TABLE __table__;--", "tea"].compactMap(__NAME__Item.init)
        #expect(try await SQLite__NAME__Store(database: SQLiteDatabase(location: file)).items() == [])
        #expect(try await SQLite__NAME__Store(database: SQLiteDatabase(location: file)).add(items) == items)
        #expect(try await SQLite__NAME__Store(database: SQLiteDatabase(location: file)).items() == items)
        #expect(items.count == 3)
    }
}
