/// Why no database location could be chosen.
public enum DatabaseLocationError: Error, Equatable, Sendable {
    /// `--db` or `STRATA_DB` was given but empty.
    case emptyPath
    /// Neither XDG_DATA_HOME nor HOME names an absolute folder.
    case noHomeFolder
    /// `--db` or `STRATA_DB` names a file in this folder, which does not exist.
    case missingFolder(String)
    /// `--db` or `STRATA_DB` names a folder, where a database file belongs.
    case isFolder(String)
}
