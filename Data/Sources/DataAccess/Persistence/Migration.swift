/// One step of the schema, applied once, in its own transaction, in version order.
///
/// The script must end by setting `PRAGMA user_version` to `version`: SQL is static text only, so
/// the number is written in the script, and `apply` checks it was.
public struct Migration: Sendable {
    public let version: Int
    let script: StaticString

    public init(version: Int, script: StaticString) {
        self.version = version
        self.script = script
    }

    static func userVersion(_ connection: SQLiteConnection<DatabaseError>) throws(DatabaseError) -> Int {
        try connection.query("PRAGMA user_version") { $0.int(0) }.first ?? 0
    }

    /// Applies every migration newer than `current`, each all or nothing.
    static func apply(
        _ migrations: [Migration], from current: Int, on connection: SQLiteConnection<DatabaseError>
    )
        throws(DatabaseError)
    {
        for migration in migrations.sorted(by: { $0.version < $1.version }) where migration.version > current
        {
            try connection.execute("BEGIN IMMEDIATE")
            do throws(DatabaseError) {
                // Another process may have migrated while this one waited for the lock.
                if try userVersion(connection) < migration.version {
                    try connection.executeScript(migration.script)
                    let reached = try userVersion(connection)
                    guard reached == migration.version else {
                        throw DatabaseError.io(
                            "migration \(migration.version) set user_version to \(reached)")
                    }
                }
                try connection.execute("COMMIT")
            } catch {
                try? connection.execute("ROLLBACK")
                throw error
            }
        }
    }
}
