import Foundation
import Testing

@testable import StrataTools

/// The docs name only what exists: every repository path and type in backticks, every type in a Mermaid
/// node, each feature README's Files table and the "Where is…" index are checked against the checkout.
@Suite("The docs name only what exists")
struct DocsTests {
    static let toolchain = Set(
        """
        Data Date URL URLSession URLError DecodingError JSONDecoder TimeZone Calendar Int String Bool Double Result
        Error Sendable Equatable Hashable Codable Encodable Decodable Task MainActor Foundation FoundationNetworking
        XCTest Testing UIViewController UIKit SwiftUI View ObservableObject NSLock Mutex DispatchQueue Process Never
        Void CSQLite StaticString Context
        """.split(whereSeparator: \.isWhitespace).map(String.init))
    static let topLevel = [
        "Domain/", "Data/", "Presentation/", "Features/", "App/", "Tests/", "Tools/", "Benchmarks/",
        "Plugins/", "docs/",
        ".ci/",
    ]
    /// Written by `make graph` and `make docs`; named in the docs, absent from a clean clone.
    static let generated = ["docs/graph.svg", "docs/api"]
    static let files = ["architecture.json", "Package.swift", "Makefile", "README.md", ".swift-format"]

    static func markdown(_ repository: Repository) -> [String] {
        ["README.md"] + repository.files(under: "docs", endingIn: ".md").filter { !$0.hasPrefix("docs/api/") }
            + repository.contents(of: "Features").map { "Features/\($0)/README.md" }.filter(repository.exists)
    }

    static func matches(_ text: String, _ pattern: String) -> [String] {
        let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        let range = NSRange(text.startIndex..., in: text)
        return (regex?.matches(in: text, range: range) ?? []).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func codeSpans(_ text: String) -> [String] {
        let prose = text.replacingOccurrences(of: "```.*?```", with: "", options: .regularExpression)
        return matches(prose, "`([^`\n]+)`")
    }

    /// Every name a Swift source declares (at any depth), and every target and module a manifest names.
    static func declaredNames(_ repository: Repository) throws -> Set<String> {
        var names = Set<String>()
        for file in repository.files(under: ".", endingIn: ".swift") where !file.contains("templates/") {
            names.formUnion(
                matches(
                    try repository.read(file),
                    #"\b(?:struct|class|enum|protocol|actor|typealias|case|func|let|var)\s+`?(\w+)"#))
        }
        for manifest in repository.files(under: ".", endingIn: "Package.swift") {
            names.formUnion(matches(try repository.read(manifest), #"name:\s*"(\w+)""#))
        }
        return names
    }

    @Test("Every path and every type named in the docs, and every type in a diagram, exists")
    func namesExist() throws {
        let names = try Self.declaredNames(checkout)
        var missing: [String] = []
        var labelled = 0
        for doc in Self.markdown(checkout) {
            let text = try checkout.read(doc)
            for span in Self.codeSpans(text) {
                let token = span.split(separator: " ").first.map(String.init) ?? ""
                if Self.topLevel.contains(where: token.hasPrefix) || Self.files.contains(token) {
                    var path = String(token.split(separator: ":").first ?? "")
                    while path.hasSuffix(".") || path.hasSuffix(",") { path.removeLast() }
                    if !path.contains("<") && !path.contains("*")
                        && !Self.generated.contains(where: path.hasPrefix)
                        && !checkout.exists(path)
                    {
                        missing.append("\(doc): \(path)")
                    }
                }
                let isType =
                    span.wholeMatch(of: /[A-Z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*/) != nil
                    && span.contains(/[a-z]/)
                    && !Self.files.contains(span)
                    && ![".swift", ".md", ".json"].contains(where: span.hasSuffix)
                if isType,
                    let part = span.split(separator: ".").map(String.init).first(where: {
                        $0.first?.isUppercase == true && !names.contains($0) && !Self.toolchain.contains($0)
                    })
                {
                    missing.append("\(doc): \(span) (\(part))")
                }
            }
            for block in Self.matches(text, "```mermaid\n(.*?)```") {
                for label in Self.matches(block, #"\w+\[([A-Za-z][A-Za-z0-9.]*)\]"#) {
                    labelled += 1
                    let head = String(label.split(separator: ".")[0])
                    if !names.contains(head) && !Self.toolchain.contains(head) {
                        missing.append("\(doc): diagram \(label)")
                    }
                }
            }
        }
        #expect(missing == [])
        #expect(labelled > 0, "no diagram node was checked")
    }

    /// The body rows of the first table in the section under `heading`, as trimmed cells.
    static func tableRows(_ text: String, _ heading: String) -> [[String]] {
        guard let start = text.range(of: "\n\(heading)\n") else { return [] }
        let rest = text[start.upperBound...]
        let section =
            rest.range(of: #"\n#{1,2} "#, options: .regularExpression).map { rest[..<$0.lowerBound] } ?? rest
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("|") }.dropFirst(2)
        return rows.map { row in
            row.trimmingCharacters(in: CharacterSet(charactersIn: "|")).split(
                separator: "|", omittingEmptySubsequences: false
            )
            .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// A Swift file's top-level types and extensions, and every type it declares at any depth.
    static func declared(in source: String) -> (top: Set<String>, anywhere: Set<String>) {
        let code = SwiftSource.code(source)
        var top = Set<String>()
        var depth = 0
        for line in code.split(separator: "\n") {
            if depth == 0 {
                top.formUnion(
                    matches(
                        String(line),
                        #"^[^{]*?\b(?:struct|class|enum|protocol|actor|typealias|extension)\s+([\w.]+)"#))
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return (top, Set(matches(code, #"\b(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)"#)))
    }

    /// What is wrong with a feature's README "## Files" table: each source file once, with the types it holds.
    static func fileTableProblems(_ repository: Repository, feature: String) throws -> [String] {
        let readme = "\(feature)/README.md"
        let sources = "\(feature)/Sources/\(feature.split(separator: "/").last ?? "")Feature"
        guard repository.exists(readme) else { return ["\(readme) is missing"] }
        let rows = tableRows(try repository.read(readme), "## Files")
        var problems = rows.isEmpty ? ["\(readme): no table under '## Files'"] : []
        var listed: [String] = []
        for cells in rows {
            guard cells.count == 3 else {
                problems.append("\(readme): a row without file, role and types: \(cells)")
                continue
            }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            listed.append(name)
            guard repository.exists("\(sources)/\(name)") else {
                problems.append("\(readme): \(name) is not a file below \(sources)")
                continue
            }
            let (top, anywhere) = declared(in: try repository.read("\(sources)/\(name)"))
            let named = Set(matches(cells[2], #"`([\w.]+)`"#))
            problems += top.subtracting(named).sorted().map {
                "\(readme): \(name) holds \($0), not in its row"
            }
            problems += named.sorted().filter {
                !$0.split(separator: ".").allSatisfy { anywhere.contains(String($0)) }
            }
            .map { "\(readme): \(name) does not declare \($0)" }
        }
        for file in repository.files(under: sources, endingIn: ".swift") {
            let name = String(file.dropFirst(sources.count + 1))
            let count = listed.filter { $0 == name }.count
            if count != 1 { problems.append("\(readme): \(name) is listed \(count) times, not once") }
        }
        return problems
    }

    @Test("Every feature has a README whose Files table maps its files")
    func featureReadmes() throws {
        let features = checkout.contents(of: "Features").map { "Features/\($0)" }.filter {
            checkout.exists("\($0)/Package.swift")
        }
        #expect(!features.isEmpty)
        #expect(try features.flatMap { try Self.fileTableProblems(checkout, feature: $0) } == [])
    }

    @Test("The Files check finds a stale row, a missing file and an unlisted type")
    func fileTableFaults() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = Repository(root: folder)
        try scratch.write(
            "Features/Sample/Sources/SampleFeature/SamplePresenter.swift",
            "protocol SampleLogic {}\nfinal class SamplePresenter {}\n")
        try scratch.write(
            "Features/Sample/Sources/SampleFeature/SampleView.swift", "final class SampleView {}\n")
        try scratch.write(
            "Features/Sample/README.md",
            "# Sample\n\n## Files\n\n| File | Role | Types |\n| - | - | - |\n| `SamplePresenter.swift` | Presenter | `SamplePresenter` |\n"
                + "| `SampleGone.swift` | Gone | `SampleGone` |\n")
        let problems = try Self.fileTableProblems(scratch, feature: "Features/Sample").joined(separator: "\n")
        #expect(problems.contains("SamplePresenter.swift holds SampleLogic, not in its row"))
        #expect(problems.contains("SampleGone.swift is not a file"))
        #expect(problems.contains("SampleView.swift is listed 0 times"))
        try scratch.write("Features/Sample/README.md", "# Sample\n")
        #expect(
            try Self.fileTableProblems(scratch, feature: "Features/Sample").first
                == "Features/Sample/README.md: no table under '## Files'")
    }

    @Test("Each question of the Where is… index points at one existing file that mentions what it names")
    func whereIs() throws {
        let rows = Self.tableRows(try checkout.read("docs/ARCHITECTURE.md"), "## Where is…")
        let topics = [
            "domain rule", "message", "adapter", "exit code", "dependency", "retr", "cache", "migration",
        ]
        #expect(rows.count >= topics.count)
        var problems: [String] = []
        for row in rows where row.count >= 2 {
            let paths = Self.matches(row[1], "`([^`]+)`").filter { span in
                Self.topLevel.contains(where: span.hasPrefix) || Self.files.contains(span)
            }
            guard paths.count == 1, let path = paths.first else {
                problems.append("\(row[0]): names \(paths.count) files, not one")
                continue
            }
            guard checkout.exists(path), !checkout.isFolder(path) else {
                problems.append("\(row[0]): \(path) is not a file")
                continue
            }
            if path.hasSuffix(".swift") {
                let text = try checkout.read(path)
                let anywhere = Self.declared(in: text).anywhere
                for span in Self.matches(row[1], #"`([A-Z]\w*)`"#)
                where !anywhere.contains(span) && text.firstRange(of: span) == nil {
                    problems.append("\(row[0]): \(path) does not mention \(span)")
                }
            }
        }
        #expect(problems == [])
        let questions = rows.map { $0[0].lowercased() }.joined(separator: " ")
        for topic in topics { #expect(questions.contains(topic), "the index has no question about \(topic)") }
    }
}
