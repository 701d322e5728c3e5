internal import CSQLite

/// One open connection, lent to a closure while `SQLiteDatabase` holds its lock; its failures are
/// `Failure`, the caller's own error.
///
/// SQL is accepted only as `StaticString`: text known when the app was compiled. Values always
/// travel as bound parameters, so no SQL can ever be built from input (`DataSafetyTests` checks
/// that this file is the only one that prepares SQL).
///
/// SQLite's own failures (a ``DatabaseError``) become `Failure` through `failure`, once, here: an
/// adapter's body reads and writes with its port's error (`SQLiteConnection<OrderError>`), and throws
/// its own refusals beside them. The database's own work (opening, migrating) uses
/// `SQLiteConnection<DatabaseError>`.
struct SQLiteConnection<Failure: Error> {
    let handle: OpaquePointer
    let path: String
    /// Statements kept prepared between uses, or nil to prepare and finalize each time.
    var statements: StatementCache? = nil
    /// How a SQLite failure reads as the caller's error.
    let failure: (DatabaseError) -> Failure

    /// Runs one statement that returns no rows.
    func execute(_ sql: StaticString, _ values: SQLValue...) throws(Failure) {
        _ = try query(sql, values) { _ in () }
    }

    /// Runs one statement and maps every result row.
    ///
    /// `map` only reads columns; the caller checks what it read afterwards, in its own error. (A
    /// throwing `map` would also trip Swift 6.3's inference of `Failure` in a one-expression body:
    /// "invalid conversion of thrown error type 'Never'".)
    func query<T>(
        _ sql: StaticString,
        _ values: [SQLValue] = [],
        row map: (SQLiteRow) -> T
    ) throws(Failure) -> [T] {
        let statement: OpaquePointer
        do throws(DatabaseError) {
            if let statements {
                statement = try statements.statement(for: sql)
            } else {
                statement = try prepare(sql)
            }
        } catch {
            throw failure(error)
        }
        defer {
            if let statements {
                statements.done(with: statement)
            } else {
                sqlite3_finalize(statement)
            }
        }
        try bind(values, to: statement)
        var rows: [T] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw failure(error(code)) }
            rows.append(map(SQLiteRow(statement: statement)))
        }
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE on this connection.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs every statement of a script with no parameters, such as a migration.
    func executeScript(_ sql: StaticString) throws(Failure) {
        var tail: UnsafePointer<CChar>? = UnsafeRawPointer(sql.utf8Start).assumingMemoryBound(to: CChar.self)
        while let remaining = tail, remaining.pointee != 0 {
            var statement: OpaquePointer?
            let code = sqlite3_prepare_v2(handle, remaining, -1, &statement, &tail)
            guard code == SQLITE_OK else { throw failure(error(code)) }
            guard let statement else { continue }  // only whitespace or a comment was left
            defer { sqlite3_finalize(statement) }
            var step = sqlite3_step(statement)
            while step == SQLITE_ROW { step = sqlite3_step(statement) }
            guard step == SQLITE_DONE else { throw failure(error(step)) }
        }
    }

    /// The error for `code`, with SQLite's message for this connection.
    func error(_ code: Int32) -> DatabaseError {
        DatabaseError(code: code, message: String(cString: sqlite3_errmsg(handle)), path: path)
    }

    func prepare(_ sql: StaticString) throws(DatabaseError) -> OpaquePointer {
        var statement: OpaquePointer?
        let text = UnsafeRawPointer(sql.utf8Start).assumingMemoryBound(to: CChar.self)
        let code = sqlite3_prepare_v2(handle, text, Int32(sql.utf8CodeUnitCount), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code == SQLITE_OK ? SQLITE_MISUSE : code) }
        return statement
    }

    private func bind(_ values: [SQLValue], to statement: OpaquePointer) throws(Failure) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .integer(let number): code = sqlite3_bind_int64(statement, index, number)
            case .null: code = sqlite3_bind_null(statement, index)
            case .text(let text):
                code = text.utf8CString.withUnsafeBufferPointer { buffer in
                    strata_sqlite_bind_text(statement, index, buffer.baseAddress, Int32(buffer.count - 1))
                }
            }
            guard code == SQLITE_OK else { throw failure(error(code)) }
        }
    }
}

extension SQLiteConnection where Failure == DatabaseError {
    /// A connection whose failures are SQLite's own: for opening and migrating the database.
    init(handle: OpaquePointer, path: String, statements: StatementCache? = nil) {
        self.init(handle: handle, path: path, statements: statements, failure: { $0 })
    }
}
