internal import CSQLite

/// The current row of a running statement; valid only inside the row closure.
struct SQLiteRow {
    let statement: OpaquePointer

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }
}
