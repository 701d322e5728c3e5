internal import CSQLite

/// A connection's prepared statements, one per SQL literal, reset and reused instead of being
/// prepared again on every query: preparing costs more than running a small indexed query.
///
/// Guarded by the lock of the `SQLiteDatabase` that owns the connection, like the connection itself.
final class StatementCache {
    private let connection: SQLiteConnection<DatabaseError>
    /// Keyed by the literal's address: a `StaticString` lives in the binary, so equal addresses
    /// mean the same SQL.
    private var prepared: [UnsafeRawPointer: OpaquePointer] = [:]

    init(handle: OpaquePointer, path: String) {
        connection = SQLiteConnection(handle: handle, path: path)
    }

    func statement(for sql: StaticString) throws(DatabaseError) -> OpaquePointer {
        let key = UnsafeRawPointer(sql.utf8Start)
        if let statement = prepared[key] { return statement }
        let statement = try connection.prepare(sql)
        prepared[key] = statement
        return statement
    }

    /// Readies the statement for its next use: no row pending, no value bound.
    func done(with statement: OpaquePointer) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
    }

    /// Finalizes every statement; the connection can then be closed.
    func finalizeAll() {
        for statement in prepared.values { sqlite3_finalize(statement) }
        prepared.removeAll()
    }
}
