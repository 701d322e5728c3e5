import DataTestSupport
import Domain
import Testing

@testable import DataAccess

/// The promise every adapter stands on: a transaction commits when its body returns and rolls back
/// when it throws, whatever it throws, and the caller sees the body's own error as it was thrown.
@Suite("SQLiteDatabase")
struct SQLiteDatabaseTests {
    /// A port's error, as an adapter has one: its own refusal beside the storage failure.
    enum Refusal: Error, Equatable {
        case storage(StorageError)
        case refused(changes: Int)
    }

    let folder: TemporaryFolder
    let database: SQLiteDatabase

    init() throws {
        folder = try TemporaryFolder()
        database = SQLiteDatabase(location: .file(path: folder.path("app.sqlite")))
    }

    /// The names in `demo_seeds`, a table no migration fills.
    func seeds() throws -> [String] {
        try database.readBlocking(\.self) { connection throws(StorageError) in
            try connection.query("SELECT name FROM demo_seeds ORDER BY name") { $0.string(0) }
        }
    }

    @Test("a body that writes a row and then throws its own error leaves no row, and that error is rethrown")
    func bodyErrorRollsBack() async throws {
        await #expect(throws: Refusal.refused(changes: 1)) {
            try await database.write(Refusal.storage) { connection throws(Refusal) in
                try connection.execute("INSERT INTO demo_seeds (name) VALUES ('probe')")
                throw .refused(changes: connection.changes)
            }
        }
        #expect(try seeds().isEmpty)
        // The same body, returning: the row it writes is committed.
        try await database.write(Refusal.storage) { connection throws(Refusal) in
            try connection.execute("INSERT INTO demo_seeds (name) VALUES ('probe')")
        }
        #expect(try seeds() == ["probe"])
    }

    @Test(
        "a statement SQLite refuses part-way is the caller's storage failure, and undoes the rows before it")
    func sqliteFailureRollsBack() throws {
        #expect(throws: Refusal.storage(.ioFailure)) {
            try database.writeBlocking(Refusal.storage) { connection throws(Refusal) in
                try connection.execute("INSERT INTO demo_seeds (name) VALUES ('first')")
                try connection.execute("INSERT INTO demo_seeds (name) VALUES ('first')")  // not unique
            }
        }
        #expect(try seeds().isEmpty)
    }

    @Test(
        "a commit SQLite refuses is the caller's storage failure; nothing is written, and the next write runs"
    )
    func commitFailureRollsBack() throws {
        #expect(throws: Refusal.storage(.ioFailure)) {
            try database.writeBlocking(Refusal.storage) { connection throws(Refusal) in
                // A deferred foreign key is checked at COMMIT: an item of an order that does not exist.
                try connection.execute("PRAGMA defer_foreign_keys = ON")
                try connection.execute("INSERT INTO demo_seeds (name) VALUES ('before the commit')")
                try connection.execute(
                    "INSERT INTO order_items (order_id, sku, quantity, unit_price_cents) VALUES ('O-0', 'TEA', 1, 1)"
                )
            }
        }
        #expect(try seeds().isEmpty)
        try database.writeBlocking(Refusal.storage) { connection throws(Refusal) in
            try connection.execute("INSERT INTO demo_seeds (name) VALUES ('after')")
        }
        #expect(try seeds() == ["after"])
    }

    @Test("a read's statements see one snapshot: a write committed between two of them is not seen")
    func readIsOneSnapshot() async throws {
        let writer = SQLiteDatabase(location: database.location)
        _ = try seeds()  // opens and migrates the file before the writer shares it
        let counts = try await database.read(\.self) { connection throws(StorageError) in
            let before = try connection.query("SELECT count(*) FROM demo_seeds") { $0.int(0) }
            // Another connection commits a row while this read is between its two statements.
            try writer.writeBlocking(\.self) { other throws(StorageError) in
                try other.execute("INSERT INTO demo_seeds (name) VALUES ('between')")
            }
            let after = try connection.query("SELECT count(*) FROM demo_seeds") { $0.int(0) }
            return [before, after]
        }
        #expect(counts == [[0], [0]])
        #expect(try seeds() == ["between"])
    }

}

extension SQLiteDatabase {
    /// Opens, configures and migrates the database now, rather than at its first use.
    ///
    /// Test-only: the tests that race many connections on one file start them on a migrated file.
    func open() throws(StorageError) {
        try readBlocking(\.self) { _ throws(StorageError) in }
    }
}
