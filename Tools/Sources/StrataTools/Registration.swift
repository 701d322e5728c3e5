import Foundation

/// Lines `feature add` writes into a file that exists: above a `// scaffold:<marker>` line, or an import.
///
/// With no marker the one line is an import, put in sorted order. `remove` takes out exactly those lines;
/// `needle` (a regular expression) finds the line to name when they are no longer there as written.
///
/// Files are handled as their lines (`components(separatedBy: "\n")`), which join back to the same text.
struct Registration: Sendable {
    let file: String
    let marker: String?
    let lines: [String]
    let needle: String

    /// `text` ends with a newline.
    init(_ file: String, _ marker: String?, _ text: String, _ needle: String) {
        (self.file, self.marker, self.needle) = (file, marker, needle)
        lines = Array(text.components(separatedBy: "\n").dropLast())
    }

    /// A regular expression whose `\b` is a boundary between ASCII words (Regex's default finds none inside
    /// `WishlistEntry.make`); nil when `source` is not one.
    static func pattern(_ source: String) -> Regex<AnyRegexOutput>? {
        (try? Regex(source))?.wordBoundaryKind(.simple)
    }

    /// Where the registration may be: from the `// scaffold:` line above its marker (or the start) to its
    /// marker; everywhere for an import; nil when the marker is gone.
    func region(in file: [String]) -> Range<Int>? {
        guard let marker else { return file.indices }
        let markers = file.indices.filter {
            file[$0].trimmingCharacters(in: .whitespaces).hasPrefix("// scaffold:")
        }
        let name = { (line: String) in
            line.trimmingCharacters(in: .whitespaces).dropFirst(12).prefix { $0 != " " }
        }
        guard let end = markers.first(where: { name(file[$0]) == marker }) else { return nil }
        return (markers.last { $0 < end }.map { $0 + 1 } ?? 0)..<end
    }

    /// The file's lines with the registration added.
    func inserted(into file: [String]) throws(ToolFailure) -> [String] {
        var file = file
        if let marker {
            guard let end = region(in: file)?.upperBound else {
                throw ToolFailure("\(self.file) has no '// scaffold:\(marker)' marker", status: 2)
            }
            file.insert(contentsOf: lines, at: end)
        } else {
            guard let first = file.firstIndex(where: { $0.hasPrefix("import ") }) else {
                throw ToolFailure("\(self.file) has no imports to add '\(lines[0])' to", status: 2)
            }
            let end = file[first...].firstIndex { !$0.hasPrefix("import ") } ?? file.endIndex
            file.insert(lines[0], at: file[first..<end].firstIndex { $0 > lines[0] } ?? end)
        }
        return file
    }

    /// The first line of the registration as `add` wrote it (the last such place in its region), if it is.
    func start(in file: [String]) -> Int? {
        guard let region = region(in: file), region.count >= lines.count else { return nil }
        return (region.lowerBound...region.upperBound - lines.count).last {
            Array(file[$0..<$0 + lines.count]) == lines
        }
    }

    /// Why `remove` cannot find the registration of `name` in `file`, naming the file and line to fix: the
    /// first line of the last group of lines in its region that mention what it registers.
    func problem(in file: [String], name: String) -> String {
        let first = lines[0].trimmingCharacters(in: .whitespaces)
        let expected = "'\(first)'" + (lines.count > 1 ? " and the \(lines.count - 1) lines after it" : "")
        guard let region = region(in: file) else {
            return
                "\(self.file): the '// scaffold:\(marker ?? "")' marker is gone, so the registration of \(name) "
                + "cannot be found; expected \(expected) above it."
        }
        let pattern = Registration.pattern(needle)
        let matching = region.filter { index in pattern.map { file[index].contains($0) } ?? false }
        var line = matching.last ?? region.upperBound
        for earlier in matching.dropLast().reversed() where line - earlier < lines.count { line = earlier }
        let place = matching.isEmpty && marker == nil ? self.file : "\(self.file):\(line + 1)"
        return "\(place): the registration of \(name) was edited by hand; expected \(expected)."
    }
}
