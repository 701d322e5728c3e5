public import Domain

/// The words every scene uses for a store that failed, so the same failure reads the same everywhere.
public enum StorageWording {
    /// A sentence saying what went wrong and what, if anything, to do about it.
    public static func message(for error: StorageError, in language: Language) -> String {
        let words = Words.presentation(language)
        switch error {
        case .cannotOpen(let path): return words("storage.cannotOpen", ["path": path])
        case .busy: return words("storage.busy")
        case .readOnly: return words("storage.readOnly")
        case .readRefused: return words("storage.readRefused")
        case .full: return words("storage.full")
        case .damaged: return words("storage.damaged")
        case .newerVersion(let path, let found, let supported, let unknownTables) where !unknownTables.isEmpty:
            // No newer app is needed to get here: a build that lost a feature's migration does too. Say what
            // was found, and both ways out.
            return words.count(
                "storage.unknownTables", unknownTables.count,
                [
                    "path": TerminalText.quoted(path, limit: 200), "found": found, "supported": supported,
                    "tables": unknownTables.prefix(5).map { TerminalText.excerpt($0) }.joined(separator: ", ")
                        + (unknownTables.count > 5 ? ", …" : ""),
                ])
        case .newerVersion(let path, let found, let supported, _):
            return words(
                "storage.newerVersion",
                ["path": TerminalText.quoted(path, limit: 200), "found": found, "supported": supported])
        case .ioFailure: return words("storage.ioFailure")
        }
    }
}
