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
            var position = index
            for character in prefix {
                guard position < text.count, text[position] == character else { return false }
                position += 1
            }
            return true
        }
        func blank(_ range: Range<Int>) {
            out += text[range].map { $0 == "\n" ? "\n" : " " }
        }
        var index = 0
        while index < text.count {
            if starts("//", at: index) {
                let end = text[index...].firstIndex(of: "\n") ?? text.count
                blank(index..<end)
                index = end
            } else if starts("/*", at: index) {
                var depth = 1
                var end = index + 2
                while end < text.count && depth > 0 {
                    if starts("/*", at: end) {
                        depth += 1
                        end += 2
                    } else if starts("*/", at: end) {
                        depth -= 1
                        end += 2
                    } else {
                        end += 1
                    }
                }
                blank(index..<min(end, text.count))
                index = end
            } else if text[index] == "\""
                || (text[index] == "#" && text[index...].drop { $0 == "#" }.first == "\"")
            {
                let hashes = text[index...].prefix { $0 == "#" }.count
                let start = index + hashes
                let delimiter = starts("\"\"\"", at: start) ? "\"\"\"" : "\""
                let closing = delimiter + String(repeating: "#", count: hashes)
                var end = start + delimiter.count
                while end < text.count && !starts(closing, at: end) {
                    end += text[end] == "\\" && hashes == 0 ? 2 : 1
                }
                end = min(text.count, end + closing.count)
                blank(index..<end)
                index = end
            } else {
                out.append(text[index])
                index += 1
            }
        }
        return String(out)
    }

    /// (line, module) for every import statement: `@testable import X`, `import struct X.Y`,
    /// `internal import X`, `import A; import B`.
    public static func imports(_ source: String) -> [(line: Int, module: String)] {
        var found: [(line: Int, module: String)] = []
        for (number, line) in code(source).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            // The regular expression only where it can match: most lines hold no `import`.
            for statement in line.split(separator: ";") where statement.contains("import") {
                if let match = statement.wholeMatch(of: importStatement) {
                    found.append((number + 1, String(match.1)))
                }
            }
        }
        return found
    }

    nonisolated(unsafe) private static let importStatement =
        /\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_.]*)?\s*/
}
