import Foundation
import Testing

@testable import StrataTools

/// The docs point only at what exists; each check also runs on a broken fixture, so it can fail.
@Suite("The docs point only at what exists")
struct DocsTests {
    /// Each match of `pattern` in `text`, as its capture groups ("" for a group that matched nothing).
    static func matches(_ text: String, _ pattern: String) -> [[String]] {
        guard let regex = try? Regex(pattern) else { return [] }
        return text.matches(of: regex).map { $0.output.dropFirst().map { String($0.substring ?? "") } }
    }

    /// `target` relative to the folder of `doc`, as a path from the repository's root.
    static func resolve(_ target: String, from doc: String) -> String {
        let base = URL(fileURLWithPath: "/" + doc).deletingLastPathComponent()
        return String(base.appendingPathComponent(target).standardized.path.dropFirst())
    }

    /// Each relative link of `doc`'s `text` that reaches nothing, and each type in backticks in a link's
    /// text that the linked Swift file does not declare; `file` reads a path ("" for a folder, nil for none).
    static func linkProblems(_ doc: String, _ text: String, file: (String) -> String?) -> [String] {
        let prose = text.replacingOccurrences(of: "(?s)```.*?```", with: "", options: .regularExpression)
        var problems: [String] = []
        for link in matches(prose, #"\[([^\]]*)\]\(([^)\s:]+)\)"#) {
            let path = resolve(String(link[1].prefix { $0 != "#" }), from: doc)
            guard let source = file(path) else {
                problems.append("\(doc): \(link[1]) does not exist")
                continue
            }
            guard path.hasSuffix(".swift") else { continue }
            let (types, names) = declared(source)
            problems += matches(link[0], #"`([A-Z]\w*(?:\.\w+)*)`"#).map { $0[0] }.filter { type in
                let parts = type.split(separator: ".").map(String.init)
                return parts.last != "swift" && (!types.contains(parts[0]) || !names.isSuperset(of: parts))
            }.map { "\(doc): \(path) does not declare \($0)" }
        }
        return problems
    }

    /// The types a Swift source declares (or extends), and every name it declares.
    static func declared(_ source: String) -> (types: Set<String>, names: Set<String>) {
        let kinds = "struct|class|enum|protocol|actor|typealias|extension"
        let found = matches(SwiftSource.code(source), #"\b(?:(\#(kinds))|func|var|let|case)\s+`?(\w+)"#)
        return (Set(found.filter { !$0[0].isEmpty }.map { $0[1] }), Set(found.map { $0[1] }))
    }

    @Test("Every link in the docs reaches a file, and the file declares each type the link's text names")
    func links() throws {
        var docs = checkout.files(under: "docs", endingIn: ".md").filter { !$0.hasPrefix("docs/api/") }
        docs += ["README.md"] + checkout.contents(of: "Features").map { "Features/\($0)/README.md" }
        let read = { (path: String) in checkout.exists(path) ? (try? checkout.read(path)) ?? "" : nil }
        for doc in docs where checkout.exists(doc) {
            let problems = Self.linkProblems(doc, try checkout.read(doc), file: read)
            #expect(problems == [])
        }
        let broken = """
            [`Real`](Real.swift), [`Real.run`](./Real.swift), [gone](Gone.md#top), [home](../README.md)
            [`Ghost`](Real.swift) [`Real.walk`](Real.swift) [web](https://swift.org)
            """
        let files = [
            "README.md": "", "Sample/Real.swift": "struct Real {\n    func run() {}\n}\n// struct Ghost",
        ]
        #expect(
            Self.linkProblems("Sample/README.md", broken) { files[$0] } == [
                "Sample/README.md: Gone.md#top does not exist",
                "Sample/README.md: Sample/Real.swift does not declare Ghost",
                "Sample/README.md: Sample/Real.swift does not declare Real.walk",
            ])
    }

    /// The README's `within N` budgets, in order: workshop (no Markdown) and its tests in lines of code (neither blank
    /// nor a comment: `//` in Swift and strings files, `#` in the rest), then README, ARCHITECTURE, features' (`wc -l`).
    @Test("Each budget the README states holds, by the count it states")
    func budgets() throws {
        let readme = try checkout.read("README.md")
        let stated = Self.matches(readme, #"within ([\d,]+)"#).map { Int($0[0].filter(\.isNumber)) ?? 0 }
        let count = { (path: String, code: Bool) in
            let lines = ((try? checkout.read(path)) ?? "").split(
                separator: "\n", omittingEmptySubsequences: false)
            let comment = path.hasSuffix(".swift") || path.hasSuffix(".strings") ? "//" : "#"
            let counted = lines.dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            return code ? counted.filter { !$0.isEmpty && !$0.hasPrefix(comment) }.count : counted.count
        }
        let tools = checkout.contents(of: "Tools").filter { $0.first != "." && $0 != "Tests" }
        let workshop = tools.map { "Tools/" + $0 } + ["Plugins", ".github", "Makefile"]
        let groups =
            [workshop, ["Tools/Tests"], ["README.md"], ["docs/ARCHITECTURE.md"]]
            + checkout.contents(of: "Features").map { ["Features/\($0)/README.md"] }
        try #require(stated.count == 5, "\(stated)")
        var over: [String] = []
        for (index, group) in groups.enumerated() {
            let files = group.flatMap { [$0] + checkout.files(under: $0, endingIn: "") }
            let counted = files.filter { group.contains($0) || !$0.hasSuffix(".md") }
            let total = counted.filter { !checkout.isFolder($0) }.map { count($0, index < 2) }.reduce(0, +)
            if total > stated[min(index, 4)] { over += ["\(group.joined(separator: " ")): \(total) lines"] }
        }
        #expect(over == [], "budgets: \(stated)")
    }

    /// Each `<Scene>Role` of a row's name and protocol cells that a scene its last cell lists (before `;`) lacks.
    static func patternProblems(_ text: String, declares: (String) -> Bool) -> [String] {
        let row = #"(?m)^\|[^|\n]*\|([^|\n]*)\|([^|\n]*)\| ([A-Z][a-zA-Z]+(?:, [A-Z]\w+)*)(?:;[^|\n]*)? \|$"#
        return matches(text, row).flatMap { cells in
            let roles = matches(cells[0] + cells[1], #"`<Scene>(\w+)`"#).map { $0[0] }
            return cells[2].components(separatedBy: ", ").flatMap { scene in roles.map { scene + $0 } }
        }.filter { !declares($0) }
    }

    @Test("Each row of the Names table holds for every scene it lists")
    func patterns() throws {
        let types = try checkout.files(under: "Features", endingIn: ".swift").reduce(into: Set<String>()) {
            $0.formUnion(Self.declared(try checkout.read($1)).types)
        }
        let doc = try checkout.read("docs/ARCHITECTURE.md")
        #expect(Self.patternProblems(doc, declares: types.contains) == [])
        let broken = "| A | `<Scene>Logic` | `<Scene>Port` | Real, Gone; Ghost |\n| B | `<Scene>Y` | | all |"
        let real = ["RealLogic", "RealPort", "GoneLogic"]
        #expect(Self.patternProblems(broken, declares: real.contains) == ["GonePort"])
    }

    /// What is wrong with the table under "## Where is…" in `doc`'s `text`: each row must link to one file
    /// (`file` reads it; nil for a folder or nothing) that declares each capitalised name in backticks beside it.
    static func whereIsProblems(_ doc: String, _ text: String, file: (String) -> String?) -> [String] {
        let table = (("\n" + text).components(separatedBy: "\n## Where is…\n").dropFirst().first ?? "")
        let rows = table.components(separatedBy: "\n## ")[0].split(separator: "\n").filter { $0.first == "|" }
        var problems = rows.count < 3 ? ["\(doc): no Where is… table"] : []
        for row in rows.dropFirst(2).map(String.init) {
            let targets = matches(row, #"\]\(([^)#\s]+)[^)]*\)"#).map { resolve($0[0], from: doc) }
            guard targets.count == 1, let source = file(targets[0]) else {
                problems.append("\(doc): \(row.prefix { $0 != "(" }) does not link to one file")
                continue
            }
            let (types, lookIn) = (declared(source).types, String(row.split(separator: "|").last ?? ""))
            problems += matches(lookIn, #"`([A-Z]\w*)`"#).filter { !types.contains($0[0]) }.map {
                "\(doc): \(targets[0]) does not declare \($0[0])"
            }
        }
        return problems
    }

    @Test("Each question of the Where is… index links to one file that declares what it names")
    func whereIs() throws {
        let text = try checkout.read("docs/ARCHITECTURE.md")
        #expect(Self.whereIsProblems("docs/ARCHITECTURE.md", text) { try? checkout.read($0) } == [])
        let broken = """
            ## Where is…

            | Where is… | Look in |
            | - | - |
            | a rule | [Rule.swift](Rule.swift) (`Rule`) |
            | a missing name | [Rule.swift](Rule.swift) (`Policy`, which `Rule` mentions) |
            | two files | [a](Rule.swift), [b](../README.md) |
            | a folder | [docs](../docs) |
            """
        #expect(
            Self.whereIsProblems("docs/A.md", broken) { ["docs/Rule.swift": "struct Rule: Policy {}"][$0] }
                == [
                    "docs/A.md: docs/Rule.swift does not declare Policy",
                    "docs/A.md: | two files | [a] does not link to one file",
                    "docs/A.md: | a folder | [docs] does not link to one file",
                ])
        #expect(Self.whereIsProblems("docs/A.md", "# A\n") { _ in "" } == ["docs/A.md: no Where is… table"])
    }
}
