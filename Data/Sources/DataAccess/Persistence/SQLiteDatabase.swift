internal import CSQLite
import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The app's SQLite database: opened on first use, configured for safety, migrated, then shared.
///
/// One connection per instance, used by one caller at a time under a lock. Writes run in
/// `BEGIN IMMEDIATE` transactions, so a writer takes the write lock before it reads what it will
/// change, and two processes cannot interleave.
public final class SQLiteDatabase: Sendable {
    /// Settings that tests and benchmarks vary; the defaults are the product's.
    public struct Options: Sendable {
        /// How long to wait for another connection's lock before giving up with `.busy`.
        public var busyTimeoutMilliseconds: Int32 = 3000
        /// Opens without write access: every write fails with `.readOnly`.
        public var readOnly = false
        /// PRAGMAs run on every open, after the safety settings; tests use it to cap the file's size
        /// (`PRAGMA max_page_count = 8`) and provoke SQLITE_FULL.
        public var pragmas: [StaticString] = []

        public init() {}
    }

    public let location: DatabaseLocation
    private let options: Options
    private let migrations: [Migration]
    private let queue = DispatchQueue(label: "strata.sqlite")
    /// The open connection, nil until first use; whoever holds the lock is its one user.
    private let connection = Locked<OpenConnection?>(nil)

    public init(
        location: DatabaseLocation, options: Options = Options(), migrations: [Migration] = Schema.migrations
    ) {
        self.location = location
        self.options = options
        self.migrations = migrations
    }

    deinit {
        connection.withLock { slot in
            slot?.statements.finalizeAll()
            if let handle = slot?.handle { sqlite3_close_v2(handle) }
        }
    }

    /// The path SQLite opens: a file, or `:memory:`.
    public var path: String {
        switch location {
        case .file(let path): path
        case .inMemory: DatabaseLocation.memorySpelling
        }
    }

    /// Runs `body` in a read transaction, on the database's own queue: its statements see one snapshot,
    /// so a read of orders and then their items never sees an order placed between the two.
    ///
    /// `storage` wraps the ``StorageError`` that a SQLite failure becomes in the port's error
    /// (`OrderError.storage`, ..., or `\.self` for a port that throws `StorageError` itself): the
    /// connection's statements throw the port's error, `body` throws it too, its own refusals
    /// included, and the caller gets it as thrown. A `DatabaseError` never leaves Data.
    ///
    /// SQLite blocks (a busy wait can last the whole busy timeout), so the work runs on a dispatch
    /// queue rather than on one of Swift's few cooperative threads, which other tasks need.
    ///
    /// Fast path: in WAL mode a read does not wait for writers, so once the database is open and
    /// its connection is free, a read is plain CPU work and runs at once on the caller's thread,
    /// saving two thread hops (most of a small query's cost). The first open (which migrates) and a
    /// read that would wait for a write in progress go through the queue.
    func read<T: Sendable, Failure: Error>(
        _ storage: @escaping @Sendable (StorageError) -> Failure,
        _ body: @escaping @Sendable (SQLiteConnection<Failure>) throws(Failure) -> T
    ) async throws(Failure) -> T {
        let refused: @Sendable (StorageError) -> Failure = { storage($0 == .readOnly ? .readRefused : $0) }
        if let done = try readIfOpenAndFree(refused, body) { return done.value }
        return try await onQueue(refused) { () throws(Failure) in try self.readBlocking(refused, body) }
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction, on the database's own queue: all of it is
    /// committed, or none of it.
    ///
    /// Whatever `body` throws rolls the transaction back and reaches the caller unchanged: a refusal
    /// half-way through (the second line out of stock) leaves nothing written. SQLite's failures,
    /// the commit's included, become the port's error through `storage`, as in ``read(_:_:)``.
    func write<T: Sendable, Failure: Error>(
        _ storage: @escaping @Sendable (StorageError) -> Failure,
        _ body: @escaping @Sendable (SQLiteConnection<Failure>) throws(Failure) -> T
    ) async throws(Failure) -> T {
        try await onQueue(storage) { () throws(Failure) in try self.writeBlocking(storage, body) }
    }

    /// ``read(_:_:)`` on the calling thread, for synchronous callers such as tests; a read that the database
    /// refuses as read-only is `.readRefused` (it could not read), never `.readOnly` ("nothing was saved").
    func readBlocking<T, Failure: Error>(
        _ storage: @escaping (StorageError) -> Failure,
        _ body: (SQLiteConnection<Failure>) throws(Failure) -> T
    ) throws(Failure) -> T {
        let refused: (StorageError) -> Failure = { storage($0 == .readOnly ? .readRefused : $0) }
        return try withConnection(refused) { connection throws(Failure) in
            try Self.transaction("BEGIN", connection, body)
        }
    }

    /// ``write(_:_:)`` on the calling thread, for synchronous callers such as tests.
    func writeBlocking<T, Failure: Error>(
        _ storage: @escaping (StorageError) -> Failure,
        _ body: (SQLiteConnection<Failure>) throws(Failure) -> T
    ) throws(Failure) -> T {
        try withConnection(storage) { connection throws(Failure) in
            try Self.transaction("BEGIN IMMEDIATE", connection, body)
        }
    }

    /// Runs `body` between `begin` and `COMMIT`; whatever it throws rolls the transaction back and is
    /// rethrown as it was.
    private static func transaction<T, Failure: Error>(
        _ begin: StaticString, _ connection: SQLiteConnection<Failure>,
        _ body: (SQLiteConnection<Failure>) throws(Failure) -> T
    ) throws(Failure) -> T {
        try connection.execute(begin)
        do throws(Failure) {
            let result = try body(connection)
            try connection.execute("COMMIT")
            return result
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// The read's result, or nil when the connection is not open yet or is in use.
    private func readIfOpenAndFree<T, Failure: Error>(
        _ storage: @escaping (StorageError) -> Failure,
        _ body: (SQLiteConnection<Failure>) throws(Failure) -> T
    ) throws(Failure) -> Done<T>? {
        let done = try connection.withLockIfAvailable { slot throws(Failure) -> Done<T>? in
            guard let opened = slot else { return nil }
            return Done(
                value: try Self.transaction("BEGIN", opened.connection(path: path, storage: storage), body))
        }
        return done ?? nil
    }

    private struct Done<T> {
        let value: T
    }

    /// An open handle and the statement cache made with it.
    private struct OpenConnection {
        let handle: OpaquePointer
        let statements: StatementCache

        /// The connection as a caller sees it: SQLite's failures read as `storage` makes them.
        func connection<Failure: Error>(path: String, storage: @escaping (StorageError) -> Failure)
            -> SQLiteConnection<Failure>
        {
            SQLiteConnection(handle: handle, path: path, statements: statements) { storage($0.storageError) }
        }
    }

    private func onQueue<T: Sendable, Failure: Error>(
        _ storage: (StorageError) -> Failure, _ work: @escaping @Sendable () throws(Failure) -> T
    ) async throws(Failure) -> T {
        let pending = PendingWork(work)
        let result: Result<T, Failure>? = await withCheckedContinuation { continuation in
            queue.async {
                // The work, and this database it captures, are released before the caller resumes.
                // The caller may end the process right away; were the last reference still held by
                // this block, the connection would never close and the WAL would stay unmerged.
                continuation.resume(returning: pending.run())
            }
        }
        guard let result else {
            throw storage(DatabaseError.io("internal error: queued database work ran twice").storageError)
        }
        return try result.get()
    }

    /// Runs `body` with the connection, opening (and migrating) it first if it is not open yet.
    private func withConnection<T, Failure: Error>(
        _ storage: @escaping (StorageError) -> Failure,
        _ body: (SQLiteConnection<Failure>) throws(Failure) -> T
    ) throws(Failure) -> T {
        try connection.withLock { slot throws(Failure) -> T in
            let opened: OpenConnection
            if let existing = slot {
                opened = existing
            } else {
                let handle: OpaquePointer
                do throws(DatabaseError) {
                    handle = try openAndMigrate()
                } catch {
                    throw storage(error.storageError)
                }
                opened = OpenConnection(
                    handle: handle, statements: StatementCache(handle: handle, path: path))
                slot = opened
            }
            return try body(opened.connection(path: path, storage: storage))
        }
    }

    /// Opens the file, applies the safety settings, refuses a newer schema before changing
    /// anything, then switches to WAL and runs the pending migrations.
    private func openAndMigrate() throws(DatabaseError) -> OpaquePointer {
        let files = FileManager.default
        // Only read: asked for, or a file this process may not write (root may write any).
        let readsOnly =
            options.readOnly || files.fileExists(atPath: path) && !files.isWritableFile(atPath: path)
        if case .file(let path) = location, !readsOnly {
            try Self.prepareFile(at: path)
        }
        // Read-only with no journal beside it: opened `immutable`, so SQLite makes no -wal or -shm, which a read-only
        // connection could not remove on close. It then takes no lock either: a writer that starts meanwhile leaves
        // the file alone until it checkpoints (at its close), so only a read that outlasts a whole write could race.
        let immutable = readsOnly && location != .inMemory && !files.fileExists(atPath: path + "-wal")
        let name =
            "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?immutable=1"
        var opened: OpaquePointer?
        let flags = readsOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        let code = sqlite3_open_v2(
            immutable ? name : path, &opened, flags | SQLITE_OPEN_NOMUTEX | (immutable ? SQLITE_OPEN_URI : 0),
            nil)
        guard code == SQLITE_OK, let handle = opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw DatabaseError(code: code, message: message, path: path)
        }
        do throws(DatabaseError) {
            try configure(SQLiteConnection(handle: handle, path: path), readsOnly: readsOnly)
            return handle
        } catch {
            sqlite3_close_v2(handle)
            throw error
        }
    }

    private func configure(_ connection: SQLiteConnection<DatabaseError>, readsOnly: Bool)
        throws(DatabaseError)
    {
        sqlite3_busy_timeout(connection.handle, options.busyTimeoutMilliseconds)
        sqlite3_extended_result_codes(connection.handle, 1)
        _ = strata_sqlite_set_defensive(connection.handle, 1)
        _ = strata_sqlite_set_trusted_schema(connection.handle, 0)

        // Reading the version is the first access to the file: a file that is not SQLite, or one
        // locked by another process, fails here, before anything has been written to it.
        let found = try Migration.userVersion(connection)
        let supported = migrations.map(\.version).max() ?? 0
        guard found <= supported else {
            throw .newerSchema(
                path: path, found: found, supported: supported,
                unknownTables: try Self.tables(connection).subtracting(try knownTables()).sorted())
        }

        for pragma in options.pragmas {
            _ = try connection.query(pragma) { _ in () }
        }
        try connection.execute("PRAGMA foreign_keys = ON")
        if case .file = location, !readsOnly {
            _ = try connection.query("PRAGMA journal_mode = WAL") { $0.string(0) }
        }
        try Migration.apply(migrations, from: found, on: connection)
    }

    /// The tables of the database on `connection`, SQLite's own left out; only reads.
    private static func tables(_ connection: SQLiteConnection<DatabaseError>) throws(DatabaseError) -> Set<
        String
    > {
        Set(
            try connection.query(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            ) { $0.string(0) })
    }

    /// The tables this build's migrations make, found by running them on a scratch in-memory database:
    /// a newer file's tables beyond these are ones this build does not know (a newer app's, or a removed
    /// feature's).
    private func knownTables() throws(DatabaseError) -> Set<String> {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(":memory:", &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        defer { sqlite3_close_v2(opened) }
        guard code == SQLITE_OK, let handle = opened else {
            throw DatabaseError(code: code, message: "cannot open a scratch database", path: ":memory:")
        }
        let scratch = SQLiteConnection(handle: handle, path: ":memory:")
        try Migration.apply(migrations, from: 0, on: scratch)
        return try Self.tables(scratch)
    }

    /// Creates the folder (owner-only) and an empty owner-only file, so SQLite never creates the
    /// database with the process's default permissions.
    private static func prepareFile(at path: String) throws(DatabaseError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !folder.isEmpty {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
        } catch {
            throw .cannotOpen(path: path, reason: "cannot create the folder \(folder)")
        }
        // The C library's `open`, named by its module, so that no method of this class can shadow it.
        #if canImport(Glibc)
            let descriptor = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        #elseif canImport(Musl)
            let descriptor = Musl.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        #elseif canImport(Darwin)
            let descriptor = Darwin.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        #else
            #error("prepareFile needs open(2) from Glibc, Musl or Darwin")
        #endif
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }
}

/// Work handed to the database's queue once, and let go of as soon as it has run.
private final class PendingWork<T, Failure: Error>: @unchecked Sendable {
    // @unchecked: `work` is set once at creation and taken once, on the queue.
    private var work: (@Sendable () throws(Failure) -> T)?

    init(_ work: @escaping @Sendable () throws(Failure) -> T) {
        self.work = work
    }

    /// Runs the work and releases it (and everything it captured) before returning its result; nil
    /// if it ran already.
    func run() -> Result<T, Failure>? {
        guard let work = take() else { return nil }
        return Result { () throws(Failure) in try work() }
    }

    private func take() -> (@Sendable () throws(Failure) -> T)? {
        defer { work = nil }
        return work
    }
}
