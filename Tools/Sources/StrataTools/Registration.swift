import Foundation

/// Lines `feature add` writes above a `// scaffold:<marker>` line of a file (with no marker, one import,
/// sorted by module), which `remove` takes out exactly; a file is handled as lines that join back unchanged.
struct Registration: Sendable {
    let file: String, marker: String?, lines: [String]

    /// `text` ends with a newline.
    init(_ file: String, _ marker: String?, _ text: String) {
        (self.file, self.marker, lines) = (file, marker, Array(text.components(separatedBy: "\n").dropLast()))
    }

    /// Where the registration may be: from the `// scaffold:` line above its marker (or the start) to its
    /// marker; everywhere for an import; nil when the marker is gone.
    func region(in file: [String]) -> Range<Int>? {
        guard let marker else { return file.indices }
        let trimmed = file.map { $0.trimmingCharacters(in: .whitespaces) }
        let markers = trimmed.indices.filter { trimmed[$0].hasPrefix("// scaffold:") }
        let named = markers.first { trimmed[$0].dropFirst(12).prefix { $0 != " " } == marker }
        guard let end = named else { return nil }
        return (markers.last { $0 < end }.map { $0 + 1 } ?? 0)..<end
    }

    func inserted(into file: [String]) throws(ToolFailure) -> [String] {
        var file = file
        if let marker {
            guard let end = region(in: file)?.upperBound else {
                throw ToolFailure("\(self.file) has no '// scaffold:\(marker)' marker", status: 2)
            }
            file.insert(contentsOf: lines, at: end)
        } else {
            let module = { (line: String) in line.wholeMatch(of: /(?:public )?import (\w+)/)?.1 }
            guard let first = file.firstIndex(where: { module($0) != nil }), let new = module(lines[0]) else {
                throw ToolFailure("\(self.file) has no imports to add '\(lines[0])' to", status: 2)
            }
            let end = file[first...].firstIndex { module($0) == nil } ?? file.endIndex
            file.insert(lines[0], at: file[first..<end].firstIndex { (module($0) ?? "") > new } ?? end)
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

    /// Why `remove` cannot find the registration of `name`: its marker is gone, or its lines were edited.
    func problem(name: String) -> String {
        let first = "'\(lines[0].trimmingCharacters(in: .whitespaces))'"
        let expected = first + (lines.count > 1 ? " and the \(lines.count - 1) lines after it" : "")
        return
            "\(file): the registration of \(name) was edited by hand or its marker is gone; expected \(expected)."
    }
}
