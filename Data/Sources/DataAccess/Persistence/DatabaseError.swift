internal import CSQLite
public import Domain

/// A SQLite failure, classified by what the caller can do about it.
public enum DatabaseError: Error, Equatable, Sendable {
    /// Another connection holds a lock for longer than the busy timeout (SQLITE_BUSY, SQLITE_LOCKED).
    case busy
    /// A constraint was violated (SQLITE_CONSTRAINT): a bug in the caller, or a damaged file.
    case constraint(String)
    /// The disk, or the database's page limit, is full (SQLITE_FULL).
    case full
    /// The database or its folder may not be written (SQLITE_READONLY).
    case readOnly
    /// The file is damaged or is not a SQLite database (SQLITE_CORRUPT, SQLITE_NOTADB).
    case corrupt
    /// The database file or its folder could not be opened or created (SQLITE_CANTOPEN, mkdir).
    case cannotOpen(path: String, reason: String)
    /// The file's schema version is newer than this build knows; it is left untouched.
    ///
    /// `unknownTables` are the file's tables that this build's migrations do not make.
    case newerSchema(path: String, found: Int, supported: Int, unknownTables: [String])
    /// A disk input or output error (SQLITE_IOERR), or another code, with SQLite's message.
    case io(String)

    /// Classifies a SQLite result code; `message` is SQLite's own text for it.
    init(code: Int32, message: String, path: String) {
        switch code & 0xff {
        case SQLITE_BUSY, SQLITE_LOCKED: self = .busy
        case SQLITE_CONSTRAINT: self = .constraint(message)
        case SQLITE_FULL: self = .full
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH: self = .readOnly
        case SQLITE_CORRUPT, SQLITE_NOTADB: self = .corrupt
        case SQLITE_CANTOPEN: self = .cannotOpen(path: path, reason: message)
        default: self = .io("\(message) (SQLite code \(code))")
        }
    }

    /// The same failure in Domain's words, for repositories to throw.
    public var storageError: StorageError {
        switch self {
        case .busy: .busy
        case .full: .full
        case .readOnly: .readOnly
        case .corrupt: .damaged
        case .cannotOpen(let path, _): .cannotOpen(path: path)
        case .newerSchema(let path, let found, let supported, let unknownTables):
            .newerVersion(path: path, found: found, supported: supported, unknownTables: unknownTables)
        case .constraint, .io: .ioFailure
        }
    }
}
