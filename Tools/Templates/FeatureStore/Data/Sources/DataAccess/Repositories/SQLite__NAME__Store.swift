public import Domain
public import __NAME__Domain

/// The items in SQLite's table `__table__` (its migration is in Schema.swift).
public struct SQLite__NAME__Store: __NAME__Store {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func items() async throws(StorageError) -> [__NAME__Item] {
        try await database.read(\.self) { connection throws(StorageError) in try Self.items(connection) }
    }

    /// One transaction: every item is written, or none is.
    public func add(_ items: [__NAME__Item]) async throws(StorageError) -> [__NAME__Item] {
        try await database.write(\.self) { connection throws(StorageError) in
            for item in items {
                try connection.execute("INSERT INTO __table__ (text) VALUES (?)", .text(item.text))
            }
            return try Self.items(connection)
        }
    }

    /// Every row, oldest first; one the rule refuses was not written by this app: the store is damaged.
    private static func items(_ connection: SQLiteConnection<StorageError>) throws(StorageError) -> [__NAME__Item] {
        let texts = try connection.query("SELECT text FROM __table__ ORDER BY position") { $0.string(0) }
        let items = texts.compactMap(__NAME__Item.init)
        guard items.count == texts.count else { throw .damaged }
        return items
    }
}
