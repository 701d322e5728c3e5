/// What the local store failed with, in Domain's words; nothing was written.
///
/// Data translates SQLite's result codes into these cases; presenters word them for people, so the
/// message can say what to do about it. Rules of a port (such as a stale revision) are not store
/// failures: each port's own error says them.
public enum StorageError: Error, Equatable, Sendable {
    /// The database file or its folder could not be opened or created.
    case cannotOpen(path: String)
    /// Another process holds the database for longer than the busy timeout.
    case busy
    /// The database is read-only here: a write was refused.
    case readOnly
    /// The database is read-only here, and a read was refused: opening it needs a write (a migration, or its
    /// journal beside it) that this file or folder does not allow.
    case readRefused
    /// The disk or the database's size limit is full.
    case full
    /// The file is damaged, is not a SQLite database, or holds a row this app cannot read.
    case damaged
    /// The database at `path` has a newer schema than this build knows, which it must not downgrade.
    ///
    /// A newer version of the app wrote it, or a build with a feature since removed did; `unknownTables`
    /// names the tables this build does not know, if any.
    case newerVersion(path: String, found: Int, supported: Int, unknownTables: [String] = [])
    /// Another input or output failure. The store's own words for it (SQLite's message) stay in Data:
    /// they are not for people, and a message built from them would change with the library.
    case ioFailure
}

extension StorageError {
    /// Whether the same work may pass if tried again.
    ///
    /// Only a store that was busy or had an input or output failure may; a full, read-only, damaged,
    /// unopenable or newer database stays so until someone acts on it.
    public var isTransient: Bool {
        switch self {
        case .busy, .ioFailure: true
        case .cannotOpen, .readOnly, .readRefused, .full, .damaged, .newerVersion: false
        }
    }
}
