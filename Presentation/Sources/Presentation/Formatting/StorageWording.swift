public import Domain

/// The words every scene uses for a store that failed, so the same failure reads the same everywhere.
public enum StorageWording {
    /// A sentence saying what went wrong and what, if anything, to do about it.
    public static func message(for error: StorageError) -> String {
        switch error {
        case .cannotOpen(let path):
            "Storage is unavailable: cannot open or create the database at \(path)."
        case .busy:
            "Storage is busy: another program is using the database. Try again in a moment."
        case .readOnly:
            "Storage is read-only here: nothing was saved."
        case .readRefused:
            "Storage is read-only here: the database could not be read, as opening it needs to write (its journal "
                + "or its schema). Nothing was changed. Make its file and folder writable, or give this app another "
                + "database with --db or STRATA_DB."
        case .full:
            "Storage is full: nothing was saved. Free some disk space and try again."
        case .damaged:
            "Storage is damaged or is not this app's database: nothing was changed."
        case .newerVersion(let path, let found, let supported, let unknownTables) where !unknownTables.isEmpty:
            // No newer app is needed to get here: a build that lost a feature's migration does too. Say what
            // was found, and both ways out.
            "The database at \(TerminalText.quoted(path, limit: 200)) has "
                + (unknownTables.count == 1 ? "a table" : "tables") + " this build does not know ("
                + unknownTables.prefix(5).map { TerminalText.excerpt($0) }.joined(separator: ", ")
                + (unknownTables.count > 5 ? ", …" : "")
                + "; schema \(found), this build knows \(supported)): "
                + "a newer version of this app, or a build with a feature since removed, wrote it. Nothing was "
                + "changed. Open it with the build that has "
                + (unknownTables.count == 1 ? "that table" : "those tables")
                + ", or give this one another database with --db or STRATA_DB."
        case .newerVersion(let path, let found, let supported, _):
            "The database at \(TerminalText.quoted(path, limit: 200)) was written by a newer version of this app "
                + "(schema \(found), this one knows \(supported)): nothing was changed. Open it with that newer "
                + "build, or give this one another database with --db or STRATA_DB."
        case .ioFailure:
            "Storage failed: the database could not be read or written. Try again in a moment."
        }
    }
}
