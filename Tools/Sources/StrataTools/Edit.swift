import Foundation

/// A reversible edit of one file: two shell lines, each copying a kept text over it (as an editor's save does).
struct Edit { let apply: String, revert: String }
extension Edit {
    /// A statement after `opening` (a body edit), or `appended` at the end of the file (a declaration).
    init(_ file: URL, after opening: String? = nil, appending appended: String = "", keptIn folder: URL)
        throws(ToolFailure)
    {
        let original = try Repository(root: file.deletingLastPathComponent()).read(file.lastPathComponent)
        let range = opening.flatMap { original.range(of: $0) }
        if let opening, range == nil { throw ToolFailure("bench: \(file.path): no '\(opening)'", status: 2) }
        let body = range.map { original.replacingCharacters(in: $0, with: original[$0] + "\n        _ = 1") }
        let edited = body ?? original + appended
        let (kept, name) = (Repository(root: folder), "edit-\(UUID())")
        try kept.write(name + ".edited", edited)
        try kept.write(name + ".original", original)
        let copy = { (text: String) in "cp \(quoted(kept.url(name + text).path)) \(quoted(file.path))" }
        self.init(apply: copy(".edited"), revert: copy(".original"))
    }
}
/// `text` as one word for sh.
func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
