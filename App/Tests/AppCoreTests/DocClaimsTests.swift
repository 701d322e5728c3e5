import CLIKit
import Foundation
import Testing

/// What the docs claim of the code, read against it.
///
/// Who depends on whom (the manifests), which roles exist and what kind of type each view role is (the
/// sources), which commands each group has (the command table): a change that makes a sentence false
/// fails here until the sentence is mended.
@Suite("The docs' claims about the code")
struct DocClaimsTests {
    static let root = RouteDocsTests.root

    /// Each package folder (`App`, `Features/Orders`, `.` for the root), with the folders its manifest
    /// names in `.package(path:)`.
    static func dependencies() throws -> [String: Set<String>] {
        let folders =
            ["."] + (try FileManager.default.contentsOfDirectory(atPath: root.path))
            + (try FileManager.default.contentsOfDirectory(atPath: root.path + "/Features")).map {
                "Features/" + $0
            }
        var edges: [String: Set<String>] = [:]
        for folder in folders {
            let manifest = root.appendingPathComponent(folder + "/Package.swift")
            guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { continue }
            edges[folder] = Set(
                text.matches(of: /\.package\(path: "([^"]+)"\)/).map {
                    root.appendingPathComponent(folder + "/" + $0.1).standardized.path
                        .replacingOccurrences(of: root.standardized.path + "/", with: "")
                })
        }
        return edges
    }

    /// Each "nothing depends on A[, B] [and|or C]" and "no layer depends on A" in the README and docs/:
    /// the file, whether only layers are meant, and the packages named.
    static func claims() throws -> [(file: String, layersOnly: Bool, packages: [String])] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.path + "/docs").map {
            "docs/" + $0
        }
        return try (["README.md"] + docs).filter { $0.hasSuffix(".md") }.flatMap { file in
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: "\n", with: " ")
            return text.matches(
                of: /([Nn]othing|[Nn]o layer) depends on ((?:`?[A-Z]\w*`?(?:, | and | or )?)+)/
            ).map {
                let named = $0.2.split(whereSeparator: { !$0.isLetter }).map(String.init)
                return (file, $0.1.lowercased() == "no layer", named.filter { $0.first?.isUppercase == true })
            }
        }
    }

    @Test("a package the docs say nothing (or no layer) depends on has no such dependent in any manifest")
    func nothingDependsOn() throws {
        let edges = try Self.dependencies()
        let claims = try Self.claims()
        #expect(claims.count >= 4, "the claims were not found: \(claims)")
        let layers = ["Domain", "Data", "Presentation", "App"]
        for (file, layersOnly, packages) in claims {
            for package in packages {
                let dependents = edges.filter { folder, uses in
                    (!layersOnly || layers.contains(folder) || folder.hasPrefix("Features/"))
                        && uses.contains { $0 == package || $0.hasSuffix("/" + package) }
                }
                #expect(
                    dependents.isEmpty,
                    "\(file) says nothing depends on \(package): \(dependents.keys.sorted())")
            }
        }
    }

    /// Every Swift source of the layers and the end-to-end tests (or of `folders`), by path.
    static func sources(
        in folders: [String] = ["Domain", "Data", "Presentation", "Features", "App", "Tests"]
    ) -> [String: String] {
        var found: [String: String] = [:]
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            if base.pathExtension == "swift" {
                found[base.path] = try? String(contentsOf: base, encoding: .utf8)
            }
            let walker = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
            for case let file as URL in walker?.allObjects ?? [] where file.pathExtension == "swift" {
                found[file.path] = try? String(contentsOf: file, encoding: .utf8)
            }
        }
        return found
    }

    /// One suite per test file, named after it, so that `FILTER=<FileName>` runs a file's tests and nothing else.
    @Test("each test file declares at most one suite, named after the file")
    func oneSuitePerFile() {
        let tests = Self.sources().filter { $0.key.contains("/Tests/") }
        #expect(tests.count > 50)
        for (path, text) in tests {
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let suites = text.matches(
                of: /(?m)^@Suite[^\n]*\n(?:@\w+[^\n]*\n)*(?:final class|struct|enum) (\w+)/)
            #expect(suites.count <= 1 && suites.allSatisfy { $0.1 == name }, "\(path): \(suites.map(\.1))")
        }
    }

    /// A decision superseded in part says so at its head (`> Superseded in part by [0021](…)`); a source that
    /// cites it for a reason must cite what replaced it too, or it sends the reader to a rule that changed.
    @Test("a source that cites a decision superseded in part also cites the one that supersedes it")
    func citedDecisionsStand() throws {
        let folder = Self.root.appendingPathComponent("docs/decisions")
        var replacedBy: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.first!.isNumber {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let head = text.split(separator: "\n").prefix(4).joined(separator: "\n")
            if let by = head.firstMatch(of: /> Superseded[^\[]*\[(\d{4})\]/) {
                replacedBy[name] = String(by.1)
            }
        }
        #expect(replacedBy["0002-nested-packages.md"] == "0021")
        let sources = Self.sources(in: [
            "Domain", "Data", "Presentation", "Features", "App", "Tests", "Tools",
            "Benchmarks", "Fuzz", "Package.swift",
        ])
        for (path, text) in sources {
            for cited in text.matches(of: /decisions\/(\d{4}-[\w-]+\.md)/).map({ String($0.1) }) {
                guard let newer = replacedBy[cited] else { continue }
                let citesNewer = text.contains("\(newer)-")
                #expect(
                    citesNewer, "\(path) cites \(cited) but not \(newer), which supersedes it"
                )
            }
        }
    }

    @Test("every role the docs name in backticks (a presenter, a port, an entry) is declared in the sources")
    func rolesExist() throws {
        let root = Self.root
        let suffixes = [
            "Logic", "DataStore", "Presenter", "Interactor", "Router", "Worker", "Configurator", "Assembly",
            "Entry", "Ports", "ViewModel", "Wording", "UseCase", "Repository", "Store", "Scene", "View",
        ]
        let roles = try Regex("`([A-Z][A-Za-z]*(?:\(suffixes.joined(separator: "|"))))`")
        let folders = { (folder: String) in
            try FileManager.default.contentsOfDirectory(atPath: root.path + folder)
        }
        let docs =
            ["README.md"] + (try folders("/docs")).map { "docs/" + $0 }
            + (try folders("/Features")).map { "Features/\($0)/README.md" }
        // Each name after a declaring keyword, such as `UserListPresenter` in `final class UserListPresenter {`.
        let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
        let declared = Set(
            Self.sources().values.flatMap { text in
                let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                return zip(words, words.dropFirst()).filter { keywords.contains($0.0) }.map { String($0.1) }
            })
        var named: Set<String> = []
        for doc in docs where doc.hasSuffix(".md") {
            let text = try String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)
            named.formUnion(text.matches(of: roles).compactMap { $0[1].substring.map(String.init) })
        }
        #expect(named.count > 40, "the roles were not found: \(named.sorted())")
        // `make feature NAME=Wishlist` is the docs' example of a feature not yet made.
        for role in named.sorted() where !role.hasPrefix("Wishlist") {
            #expect(declared.contains(role), "the docs name `\(role)`, which no source declares")
        }
    }

    @Test("every VIP and VIPER view role is a @MainActor protocol, and Orders' views observe view models")
    func viewRoles() throws {
        let features = Self.sources().filter { $0.key.contains("/Features/") && $0.key.contains("/Sources/") }
        let displays = features.flatMap { path, text in
            text.matches(of: /(@MainActor\s+)?protocol (\w+DisplayLogic)\b/).map {
                (path, $0.1 != nil, String($0.2))
            }
        }
        #expect(displays.count >= 7)
        for (path, isMainActor, name) in displays {
            #expect(isMainActor, "\(name) is not @MainActor")
            #expect(
                !path.contains("/Orders/"),
                "Orders declares \(name); the docs say its views observe view models")
        }
        let ordersViews = features.filter {
            $0.key.contains("/Orders/") && $0.key.hasSuffix("TerminalView.swift")
        }
        #expect(ordersViews.count == 4)
        for (path, text) in ordersViews {
            #expect(text.contains("viewModel.state.onChange = "), "\(path) does not observe its view model")
        }
    }

    @Test(
        "docs/CLI.md lists each group's subcommands, and which groups run `list` alone, as the table has them"
    )
    @MainActor
    func commandList() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/CLI.md"), encoding: .utf8)
        let table = ApplicationTests.commands.subcommands
        let listed = doc.matches(of: /`app (\w+) ([\w|]+)`/).map {
            (String($0.1), $0.2.split(separator: "|"))
        }
        #expect(listed.count >= 6, "\(listed)")
        for (group, subcommands) in listed {
            let declared = table.first { $0.name == group }?.subcommands.map(\.name) ?? []
            #expect(subcommands.map(String.init) == declared, "CLI.md: app \(group); the table: \(declared)")
        }
        let sentence = try #require(
            doc.firstMatch(of: /A group with a `list` runs it when named alone \(([^)]*)\)/))
        let alone = sentence.1.replacingOccurrences(of: "\n", with: " ").matches(of: /app (\w+)/).map {
            String($0.1)
        }
        // A subset: a feature `make feature` just added runs its list alone before any doc names it.
        #expect(
            !alone.isEmpty
                && Set(alone).isSubset(of: table.filter { $0.defaultSubcommand == "list" }.map(\.name)),
            "CLI.md says \(alone) run their list alone")
    }
}
