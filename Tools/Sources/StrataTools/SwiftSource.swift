/// The imports of Swift source text, read without a compiler as UTF-8 bytes compared in place (the import
/// check runs before every build, in a debug build of the tool).
public enum SwiftSource {
    /// The source with comments and string literals blanked, newlines kept: `// import X` declares nothing.
    public static func code(_ source: String) -> String { String(decoding: blanked(source), as: UTF8.self) }

    /// (line, module) of each import: `@testable import X`, `import struct X.Y`, `import A; import B`, ...
    public static func imports(_ source: String) -> [(line: Int, module: String)] {
        let text = blanked(source)
        var (found, line, start, holdsImport) = ([(line: Int, module: String)](), 1, 0, false)
        for index in 0...text.count {
            guard index == text.count || text[index] == ascii("\n") else {
                holdsImport = holdsImport || (text[index] == ascii("i") && starts("import", text, index))
                continue
            }
            // The regular expression only where it can match: most lines hold no `import`.
            let statements = holdsImport ? String(decoding: text[start..<index], as: UTF8.self) : ""
            found += statements.split(separator: ";").compactMap {
                $0.wholeMatch(of: importStatement).map { (line, String($0.1)) }
            }
            (line, start, holdsImport) = (line + 1, index + 1, false)
        }
        return found
    }

    private static func blanked(_ source: String) -> [UInt8] {
        let text = Array(source.utf8)
        var (out, index) = (text, 0)
        while index < text.count {
            var (end, hashes) = (index + 1, 0)
            while index + hashes < text.count && text[index + hashes] == ascii("#") { hashes += 1 }
            if text[index] == ascii("/") && starts("//", text, index) {
                while end < text.count && text[end] != ascii("\n") { end += 1 }
            } else if text[index] == ascii("/") && starts("/*", text, index) {
                var depth = 1
                end = index + 2
                while end < text.count && depth > 0 {
                    let step = starts("/*", text, end) ? 1 : starts("*/", text, end) ? -1 : 0
                    (depth, end) = (depth + step, end + (step == 0 ? 1 : 2))
                }
            } else if index + hashes < text.count && text[index + hashes] == ascii("\"") {
                let delimiter = starts("\"\"\"", text, index + hashes) ? "\"\"\"" : "\""
                let closing = delimiter + String(repeating: "#", count: hashes)
                end = index + hashes + delimiter.utf8.count
                while end < text.count && !(text[end] == ascii("\"") && starts(closing, text, end)) {
                    end += text[end] == ascii("\\") && hashes == 0 ? 2 : 1
                }
                end += closing.utf8.count
            } else {
                index += max(hashes, 1)
                continue
            }
            end = min(end, text.count)
            for blanked in index..<end where text[blanked] != ascii("\n") { out[blanked] = ascii(" ") }
            index = end
        }
        return out
    }

    private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
    private static func starts(_ prefix: String, _ text: [UInt8], _ index: Int) -> Bool {
        text[index...].starts(with: prefix.utf8)
    }

    nonisolated(unsafe) private static let importStatement =
        /\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_.]*)?\s*/
}
