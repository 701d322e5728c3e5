import Foundation
import Testing

@testable import StrataTools

/// `strata feature add|remove` on scratch copies: refusals, rollback, removal that refuses rather than
/// break a database, and the round trip back to the tree as it was.
///
/// That an added feature builds, passes its tests and runs is checked by hand (`make feature NAME=Probe`,
/// `make test-probe`, `make remove-feature NAME=Probe`, for both flavours): a build per flavour is minutes.
@Suite("Adding and removing a feature")
struct ScaffoldTests {
    let scratch: Scratch
    var repository: Repository { scratch.repository }
    /// A name no feature of the checkout has (a user may well have added a Probe or a Wishlist).
    let name = "Quokka"

    /// A scratch copy with the project's .swift-format (a hidden file), which `add` formats new sources by.
    init() throws {
        scratch = try Scratch()
        try scratch.repository.write(".swift-format", checkout.read(".swift-format"))
    }

    /// Every file's bytes by path, and what a failed removal left set aside.
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        for path in repository.files(under: ".", endingIn: "") where !repository.isFolder(path) {
            files[path] = FileManager.default.contents(atPath: repository.url(path).path)
        }
        for hidden in repository.contents(of: ".") where hidden.hasPrefix(".removing") {
            files[hidden] = Data()
        }
        return files
    }

    /// `strata feature ...`: its exit status and, when it failed, its message.
    func feature(_ words: String...) -> (status: Int32, message: String) {
        var arguments = Arguments(words)
        do {
            return (try Scaffold.command(repository, &arguments), "")
        } catch {
            return (error.status, error.description)
        }
    }

    func edit(_ file: String, _ old: String, _ new: String) throws {
        let text = try repository.read(file)
        #expect(text.components(separatedBy: old).count == 2, "\(old) once in \(file)")
        try repository.write(file, text.replacingOccurrences(of: old, with: new))
    }

    func line(of text: String, in file: String) throws -> Int? {
        try repository.read(file).components(separatedBy: "\n").firstIndex { $0.contains(text) }.map {
            $0 + 1
        }
    }

    @Test("Names are spelled as the Makefile spells them")
    func names() {
        #expect(Scaffold.kebab("ReadingPlan") == "reading-plan")
        #expect(Scaffold.kebab("Top10Books") == "top10-books")
        #expect(Scaffold.table("ReadingList") == "reading_list_items")
        #expect(Scaffold.lowerCamel("ReadingList") == "readingList")
    }

    @Test("A name that is not usable is refused, and nothing changes")
    func refusals() throws {
        let before = snapshot()
        for name in [
            "DueLoans", "bad-name", "lowercase", "Foundation", "Data", "", "Has Space", "Ünicode", "Tools",
        ] {
            #expect(throws: ToolFailure.self, "\(name)") { try Scaffold.add(repository, name, store: false) }
        }
        #expect(snapshot() == before)
        let refused = feature("add", "bad-name")
        #expect(refused.status == 1)
        #expect(refused.message.contains("not an UpperCamelCase Swift identifier"))
        #expect(refused.message.hasSuffix("Nothing was changed."))
        #expect(feature("add").status == 2)
        #expect(snapshot() == before)
    }

    @Test("A name the persisted flavour would clash with is refused, and nothing changes")
    func storeRefusals() throws {
        try FileManager.default.createDirectory(
            at: repository.url("Domain/Sources/Quokka9DomainTestSupport"), withIntermediateDirectories: true)
        let before = snapshot()
        let cases = [
            ("Users", "UsersDomain"), ("Order", "OrderItem"), ("Stock", "StockItem"),
            ("Quokka9", "Domain/Sources/Quokka9DomainTestSupport already exists"),
        ]
        for (name, reason) in cases {
            let refused = feature("add", "--store", name)
            #expect(refused.status == 1)
            #expect(refused.message.contains(reason), "\(refused.message)")
        }
        #expect(snapshot() == before)
    }

    @Test("A missing marker rolls everything back", arguments: [false, true])
    func missingMarker(store: Bool) throws {
        let (file, marker) = store ? (Scaffold.schema, "migration") : (Scaffold.registry, "feature")
        try edit(file, "// scaffold:\(marker) ", "// (marker removed) ")
        let before = snapshot()
        let failed =
            store ? feature("add", "--store", "--no-graph", name) : feature("add", "--no-graph", name)
        #expect(failed.status == 2)
        #expect(
            failed.message.contains("scaffold:\(marker)") && failed.message.hasSuffix("Nothing was changed."))
        #expect(snapshot() == before)
        #expect(!repository.exists("Features/\(name)"))
    }

    @Test("A step that fails last (the graph) rolls back add, and remove, whole")
    func lateFailure() throws {
        try Scaffold.add(repository, name, store: true, redraw: false)
        // The graph cannot be written where a folder stands.
        try FileManager.default.removeItem(at: repository.url("docs/graph.md"))
        try FileManager.default.createDirectory(
            at: repository.url("docs/graph.md/in-the-way"), withIntermediateDirectories: true)
        let added = snapshot()
        #expect(throws: ToolFailure.self) { try Scaffold.remove(self.repository, self.name) }
        #expect(snapshot() == added)
        try Scaffold.remove(repository, name, redraw: false)
        let before = snapshot()
        #expect(throws: ToolFailure.self) { try Scaffold.add(self.repository, self.name, store: true) }
        #expect(snapshot() == before)
    }

    @Test("Removing a feature that is not there is refused")
    func removeMissing() {
        let refused = feature("remove", "Nope")
        #expect(refused.status == 1 && refused.message.contains("there is no feature package Features/Nope."))
    }

    @Test("A registration edited by hand makes remove refuse, name its line, and change nothing")
    func editedRegistration() throws {
        try Scaffold.add(repository, name, store: false, redraw: false)
        try edit(Scaffold.registry, "\(name)Entry.make(),", "\(name)Entry.make(),  // mine")
        let edited = snapshot()
        let refused = feature("remove", name)
        let line = try #require(try line(of: "// mine", in: Scaffold.registry))
        #expect(refused.status == 1)
        #expect(
            refused.message.contains(
                "\(Scaffold.registry):\(line): the registration of \(name) was edited by hand"))
        #expect(snapshot() == edited)
    }

    @Test(
        "A persisted registration edited by hand makes remove refuse, name its line, and change nothing",
        arguments: [
            (Scaffold.compositionRoot, "SQLiteQuokkaStore(database: database)", ", cache: true)"),
            ("Data/Package.swift", "    \"QuokkaDomain\",\n", "    \"QuokkaDomain\", \"Extra\",\n"),
            (Scaffold.schema, "CREATE TABLE quokka_items (", "CREATE TABLE IF NOT EXISTS quokka_items ("),
        ])
    func editedStoreRegistration(file: String, wrote: String, edit replacement: String) throws {
        try Scaffold.add(repository, name, store: true, redraw: false)
        let changed = replacement.hasPrefix(",") ? String(wrote.dropLast()) + replacement : replacement
        try edit(file, wrote, changed)
        let edited = snapshot()
        let refused = feature("remove", name)
        #expect(refused.status == 1 && refused.message.hasSuffix("Nothing was changed."))
        let line = try #require(try line(of: changed.components(separatedBy: "\n")[0], in: file))
        let named = try #require(
            refused.message.firstMatch(
                of: try Regex("\(file):(\\d+): the registration of Quokka was edited by hand")),
            "\(refused.message)")
        let reported = try #require(Int(named.output[1].substring ?? ""))
        #expect((line - 12...line).contains(reported), "\(refused.message)")
        #expect(snapshot() == edited)
    }

    @Test(
        "Remove refuses, naming the line, while Data still uses the feature's table",
        arguments: [
            (
                Scaffold.schema, "        // scaffold:migration",
                "        Migration(\n            version: 99,\n            script: \"\"\"\n"
                    + "                ALTER TABLE quokka_items ADD COLUMN note TEXT;\n"
                    + "                PRAGMA user_version = 99;\n                \"\"\"),\n",
                "ALTER TABLE quokka_items"
            ),
            (
                "Data/Sources/DataAccess/Repositories/SQLiteLoanRepository.swift", "import LoansDomain\n",
                "// SELECT count(*) FROM quokka_items\n", "SELECT count(*) FROM quokka_items"
            ),
        ])
    func tableStillUsed(file: String, before anchor: String, insert: String, named: String) throws {
        let start = snapshot()
        try Scaffold.add(repository, name, store: true, redraw: false)
        try edit(file, anchor, insert + anchor)
        let edited = snapshot()
        let refused = feature("remove", name)
        let line = try #require(try line(of: named, in: file))
        #expect(refused.status == 1)
        #expect(
            refused.message.contains("\(file):\(line): still uses the table quokka_items"),
            "\(refused.message)")
        #expect(snapshot() == edited)
        try edit(file, insert + anchor, anchor)
        #expect(feature("remove", "--no-graph", name).status == 0)
        #expect(snapshot() == start)
    }

    @Test("Removing an older persisted feature keeps a newer one's migration")
    func olderFeature() throws {
        let start = snapshot()
        try Scaffold.add(repository, "Older", store: true, redraw: false)
        try Scaffold.add(repository, "Newer", store: true, redraw: false)
        let newest = try Scaffold.newestVersion(repository.read(Scaffold.schema))
        #expect(try Scaffold.remove(repository, "Older", redraw: false).isEmpty)
        #expect(
            try repository.read(Scaffold.schema).contains(Scaffold.migration("Newer", version: "\(newest)")))
        #expect(
            try Scaffold.remove(repository, "Newer", redraw: false).first?.contains("schema version") == true)
        #expect(snapshot() == start)
    }

    @Test("The four scenes are registered as the scaffolder registers a new one")
    func existingScenes() throws {
        let registry = try checkout.read(Scaffold.registry)
        #expect(registry.contains("// scaffold:feature"))
        for scene in ["ReadingPlan", "UserList", "DueLoans", "Orders"] {
            #expect(registry.contains("import \(scene)Feature\n"))
        }
    }

    @Test("make refuses an unknown STORE value before anything is written")
    func makeStoreValue() throws {
        let before = snapshot()
        for value in ["yes", "2", "1 1"] {
            let made = try repository.run(["make", "feature", "NAME=\(name)", "STORE=\(value)"])
            #expect(made.status != 0)
            #expect(made.errors.contains("STORE must be 1 (with storage) or unset"), "\(made.errors)")
        }
        #expect(snapshot() == before)
        let help = try repository.run(["make", "help"]).output
        #expect(help.contains(try Regex("feature +Add a feature package .*STORE=1")))
    }

    @Test("add then remove leaves the tree as it was, the graph redrawn both ways", arguments: [false, true])
    func roundTrip(store: Bool) throws {
        for (path, text) in try Graph.outputs(repository) { try repository.write(path, text) }
        let before = snapshot()
        let changed = try Scaffold.add(repository, name, store: store)
        // What it says it touched is every file it touched, the redrawn graph included.
        #expect(changed.contains("docs/graph.md"), "\(changed)")
        #expect(repository.exists("Features/\(name)/Sources/\(name)Feature/\(name)Interactor.swift"))
        #expect(try repository.read("docs/graph.md").contains("Features/\(name)/"))
        #expect(try Graph.outputs(repository)["docs/graph.md"] == repository.read("docs/graph.md"))
        let files =
            changed.filter { !$0.hasSuffix("/") && $0.hasSuffix(".swift") }
            + changed.filter { $0.hasSuffix("/") }
        let linted = try repository.run(["swift", "format", "lint", "--strict", "--recursive"] + files)
        #expect(linted.status == 0, "\(linted.errors)")
        if store {
            #expect(repository.exists("Features/\(name)/Sources/\(name)Feature/\(name)Worker.swift"))
            #expect(repository.exists("Data/Sources/DataAccess/Repositories/SQLite\(name)Store.swift"))
            #expect(try repository.read("README.md").contains("\(name)Domain"))
        }
        let notes = try Scaffold.remove(repository, name)
        #expect(notes.isEmpty != store)
        // A stored feature's note says where the databases that hold its table are, and what to do with them.
        #expect(!store || notes.first?.contains("~/.local/share/strata/app.sqlite") == true, "\(notes)")
        #expect(!store || notes.first?.contains("--db or STRATA_DB") == true)
        #expect(snapshot() == before)
    }
}
