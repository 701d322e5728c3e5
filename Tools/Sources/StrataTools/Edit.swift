import Foundation

/// A reversible edit of one file, as two shell lines that hyperfine runs around the timed runs.
///
/// `apply` copies the edited text over the file and `revert` the original, both kept beside the scratch copy:
/// copying gives the file a new time, as an editor's save does, and the original comes back byte for byte.
struct Edit {
    let apply: String
    let revert: String

    /// A statement after `opening` (a body edit), or `appended` at the end of the file (a declaration).
    init(_ file: URL, after opening: String? = nil, appending appended: String = "", keptIn folder: URL)
        throws(ToolFailure)
    {
        guard let data = FileManager.default.contents(atPath: file.path),
            let original = String(data: data, encoding: .utf8)
        else { throw ToolFailure("bench: cannot read \(file.path)", status: 2) }
        var edited = original + appended
        if let opening {
            guard let range = original.range(of: opening) else {
                throw ToolFailure("bench: \(file.path): no '\(opening)' to edit", status: 2)
            }
            edited = original.replacingCharacters(in: range, with: opening + "\n        _ = 1")
        }
        let kept = folder.appendingPathComponent("edit-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: kept + ".edited", contents: Data(edited.utf8)),
            FileManager.default.createFile(atPath: kept + ".original", contents: data)
        else { throw ToolFailure("bench: cannot write beside \(kept)", status: 2) }
        apply = "cp \(quoted(kept + ".edited")) \(quoted(file.path))"
        revert = "cp \(quoted(kept + ".original")) \(quoted(file.path))"
    }
}

/// `text` as one word for sh.
func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}
