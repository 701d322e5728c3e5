import Domain

extension SQLiteDatabase {
    /// Runs `body`, which reads or writes this database, and throws its failure as the port's error.
    ///
    /// `storage` wraps the ``StorageError`` a ``DatabaseError`` becomes into the port's own error:
    /// `OrderError.storage`, `UserError.storage`, ..., or `\.self` for a port that throws
    /// `StorageError` itself. Every SQLite adapter goes through it, so a `DatabaseError` never leaves
    /// Data and a SQLite failure reads the same whichever port it came through.
    func run<T, Failure: Error>(
        _ storage: (StorageError) -> Failure, _ body: () async throws(DatabaseError) -> T
    ) async throws(Failure) -> T {
        do {
            return try await body()
        } catch {
            throw storage(error.storageError)
        }
    }
}
