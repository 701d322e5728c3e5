/// What the tools read from Swift source text without a compiler: the imports.
public enum SwiftSource {
    /// The source with comments and string literals replaced by spaces, newlines kept, so that
    /// `// import X` or `"import X"` declares nothing.
    public static func code(_ source: String) -> String {
        let text = Array(source)
        var out: [Character] = []
        out.reserveCapacity(text.count)
        // Compared in place, character by character: the import check runs before every build.
        func starts(_ prefix: String, at index: Int) -> Bool {
            index + prefix.count <= text.count && zip(prefix, text[index...]).allSatisfy { $0 == $1 }
        }
        var index = 0
        while index < text.count {
            var end = index + 1
            if starts("//", at: index) {
                end = text[index...].firstIndex(of: "\n") ?? text.count
            } else if starts("/*", at: index) {
                var depth = 1
                end = index + 2
                while end < text.count && depth > 0 {
                    let step = starts("/*", at: end) ? 1 : starts("*/", at: end) ? -1 : 0
                    depth += step
                    end += step == 0 ? 1 : 2
                }
            } else if text[index] == "\""
                || (text[index] == "#" && text[index...].drop { $0 == "#" }.first == "\"")
            {
                let hashes = text[index...].prefix { $0 == "#" }.count
                let delimiter = starts("\"\"\"", at: index + hashes) ? "\"\"\"" : "\""
                let closing = delimiter + String(repeating: "#", count: hashes)
                end = index + hashes + delimiter.count
                while end < text.count && !starts(closing, at: end) {
                    end += text[end] == "\\" && hashes == 0 ? 2 : 1
                }
                end += closing.count
            } else {
                out.append(text[index])
                index = end
                continue
            }
            end = min(end, text.count)
            out += text[index..<end].map { $0 == "\n" ? "\n" : " " }
            index = end
        }
        return String(out)
    }

    /// (line, module) for every import statement: `@testable import X`, `import struct X.Y`,
    /// `internal import X`, `import A; import B`.
    public static func imports(_ source: String) -> [(line: Int, module: String)] {
        code(source).split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap {
            number, line in
            // The regular expression only where it can match: most lines hold no `import`.
            line.split(separator: ";").filter { $0.contains("import") }.compactMap { statement in
                statement.wholeMatch(of: importStatement).map { (number + 1, String($0.1)) }
            }
        }
    }

    nonisolated(unsafe) private static let importStatement =
        /\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_.]*)?\s*/
}
