/// Why the local store could not do what was asked, in Domain's words.
///
/// Data translates SQLite's result codes into these cases; presenters word them for people.
public enum StorageError: Error, Equatable, Sendable {
    /// The store cannot be used right now or at all; nothing was written.
    case unavailable(StorageUnavailability)
    /// Someone else saved first: the caller's revision is stale. Nothing was written.
    case conflict(currentRevision: Revision)
}

/// What made the store unavailable, so the message can say what to do about it.
public enum StorageUnavailability: Equatable, Sendable {
    /// The database file or its folder could not be opened or created.
    case cannotOpen(path: String)
    /// Another process holds the database for longer than the busy timeout.
    case busy
    /// The database is read-only here.
    case readOnly
    /// The disk or the database's size limit is full.
    case full
    /// The file is damaged or is not a SQLite database.
    case damaged
    /// The database was written by a newer version of the app, which this one must not downgrade.
    case newerVersion(found: Int, supported: Int)
    /// Another input or output failure.
    case ioFailure(detail: String)
}
