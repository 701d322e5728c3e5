import Domain
import __NAME__Domain

/// The __NAME__ items in SQLite (table `__table__`), oldest first: the embedded default.
public struct SQLite__NAME__Store: __NAME__Store {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func items() async throws(StorageError) -> [__NAME__Item] {
        let texts = try await database.read(\.self) { connection throws(StorageError) in
            try connection.query("SELECT text FROM __table__ ORDER BY position") { $0.string(0) }
        }
        // A row the rule refuses was not written by this app: the store is damaged.
        var items: [__NAME__Item] = []
        for text in texts {
            guard let item = try? __NAME__Item(text) else { throw .damaged }
            items.append(item)
        }
        return items
    }

    public func add(_ item: __NAME__Item) async throws(StorageError) {
        try await database.write(\.self) { connection throws(StorageError) in
            try connection.execute("INSERT INTO __table__ (text) VALUES (?)", .text(item.text))
        }
    }
}
