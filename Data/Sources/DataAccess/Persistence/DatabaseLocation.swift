import Foundation

/// Where the app's SQLite database lives: a file, or memory for a throwaway run.
public enum DatabaseLocation: Equatable, Sendable {
    /// A database file; its folder is created on first use.
    case file(path: String)
    /// A private in-memory database that vanishes when the process ends.
    case inMemory

    /// The folder under the user's data home that holds the database.
    public static let folderName = "strata"
    /// The database file's name inside ``folderName``.
    public static let fileName = "app.sqlite"
    /// The environment variable that overrides the default location.
    public static let environmentKey = "STRATA_DB"
    /// The spelling that asks for an in-memory database, as in SQLite itself.
    public static let memorySpelling = ":memory:"

    /// Picks the location: an explicit `--db` value first, then `STRATA_DB`, then
    /// `$XDG_DATA_HOME/strata/app.sqlite`, then `~/.local/share/strata/app.sqlite`.
    ///
    /// An XDG_DATA_HOME that is empty or relative is ignored, as the XDG base directory
    /// specification asks. A chosen file (`--db`, `STRATA_DB`) must be in a folder that exists, and must not
    /// be a folder itself: only the default location creates its own folder, so a typo never creates
    /// folders anywhere.
    public static func resolve(
        explicit: String?,
        environment: [String: String]
    ) throws(DatabaseLocationError) -> DatabaseLocation {
        if let chosen = explicit ?? environment[environmentKey] {
            if chosen == memorySpelling { return .inMemory }
            guard !chosen.isEmpty else { throw .emptyPath }
            let folder = (chosen as NSString).deletingLastPathComponent
            // A path through a file that is not a folder is left to SQLite, which cannot open it.
            guard folder.isEmpty || FileManager.default.fileExists(atPath: folder) else {
                throw .missingFolder(folder)
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: chosen, isDirectory: &isFolder), isFolder.boolValue {
                throw .isFolder(chosen)
            }
            return .file(path: chosen)
        }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return .file(path: join(dataHome, folderName, fileName))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { throw .noHomeFolder }
        return .file(path: join(home, ".local/share", folderName, fileName))
    }

    /// Joins path parts, dropping the base's trailing slashes so `/data/` gives `/data/strata`.
    private static func join(_ base: String, _ components: String...) -> String {
        var base = Substring(base)
        while base.hasSuffix("/") { base.removeLast() }
        return ([String(base)] + components).joined(separator: "/")
    }
}
