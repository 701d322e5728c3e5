import Foundation
import Testing

@testable import StrataTools

/// `strata feature add|remove` on scratch copies: refusals that change nothing, rollback, removal that
/// refuses rather than guess, and the round trip back to the tree as it was.
///
/// An added feature of either flavour passes the manifest and import checks at once; that it builds, passes its
/// tests and runs is checked by hand (`make feature NAME=Probe`,
/// `make test-probe`, `make remove-feature NAME=Probe`, for both flavours): a build per flavour is minutes.
@Suite("Adding and removing a feature")
struct ScaffoldTests {
    let scratch: Scratch
    var repository: Repository { scratch.repository }
    /// A name no feature of the checkout has (a user may well have added a Probe or a Wishlist).
    let name = "Quokka"

    init() throws { scratch = try Scratch() }

    /// Every file's bytes by path.
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        for path in repository.files(under: ".", endingIn: "") where !repository.isFolder(path) {
            files[path] = FileManager.default.contents(atPath: repository.url(path).path)
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

    @Test("A name that is not usable is refused, and nothing changes")
    func badNames() {
        let before = snapshot()
        for name in ["bad-name", "lowercase", "", "Has Space", "Ünicode", "Foundation", "Data", "Tools"] {
            let refused = feature("add", name)
            #expect(refused.status == 1 && refused.message.hasSuffix("Nothing was changed."), "\(name)")
        }
        #expect(feature("add", "Wishlist" + String(repeating: "s", count: 20)).message.contains("up to 27"))
        #expect(feature("add").status == 2)
        #expect(feature("remove", "Nope").message.contains("there is no feature package Features/Nope."))
        #expect(snapshot() == before)
    }

    @Test("A name that clashes with what exists is refused, and nothing changes")
    func clashes() throws {
        try FileManager.default.createDirectory(
            at: repository.url("Domain/Sources/Quokka9DomainTestSupport"), withIntermediateDirectories: true)
        let before = snapshot()
        for (name, reason) in [
            ("DueLoans", "Features/DueLoans already exists"), ("Users", "UsersDomain"),
            ("Quokka9", "Domain/Sources/Quokka9DomainTestSupport already exists"),
        ] {
            let refused = feature("add", "--store", name)
            #expect(refused.status == 1 && refused.message.contains(reason), "\(refused.message)")
        }
        #expect(snapshot() == before)
    }

    @Test("A step that fails after files were written rolls everything back", arguments: [false, true])
    func rollback(store: Bool) throws {
        let (file, marker) = store ? (Scaffold.schema, "migration") : (Scaffold.registry, "feature")
        try edit(file, "// scaffold:\(marker) ", "// (marker removed) ")
        let before = snapshot()
        let failed = store ? feature("add", "--store", name) : feature("add", name)
        #expect(failed.status == 2 && failed.message.contains("scaffold:\(marker)"), "\(failed.message)")
        #expect(failed.message.hasSuffix("Nothing was changed."))
        #expect(snapshot() == before)
    }

    @Test(
        "A registration edited by hand makes remove refuse, name its file, and change nothing",
        arguments: [
            (false, Scaffold.registry, "QuokkaEntry.self,", "QuokkaEntry.self,  // mine"),
            (
                true, Scaffold.schema, "CREATE TABLE quokka_items (",
                "CREATE TABLE IF NOT EXISTS quokka_items ("
            ),
        ])
    func editedRegistration(store: Bool, file: String, wrote: String, edited: String) throws {
        try Scaffold.add(repository, name, store: store, redraw: false)
        try edit(file, wrote, edited)
        let before = snapshot()
        let refused = feature("remove", name)
        #expect(refused.status == 1)
        #expect(
            refused.message.contains("\(file): the registration of Quokka was edited by hand"),
            "\(refused.message)")
        #expect(snapshot() == before)
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

    @Test(
        "add then remove leaves the tree as it was, the module graph redrawn both ways",
        arguments: [false, true])
    func roundTrip(store: Bool) throws {
        for (path, text) in try Graph.outputs(repository) { try repository.write(path, text) }
        let before = snapshot()
        let changed = try Scaffold.add(repository, name, store: store)
        #expect(repository.exists("Features/\(name)/Sources/\(name)Feature/\(name)Interactor.swift"))
        #expect(repository.exists("Data/Sources/DataAccess/Repositories/SQLite\(name)Store.swift") == store)
        // The new package passes the manifest and import checks at once, and the root runs its tests.
        #expect(try Boundaries.check(repository, modules: nil).problems == [])
        #expect(try repository.read(RootManifest.path).contains("Features/\(name)/Tests/\(name)FeatureTests"))
        // What it created and every file it wrote into are in the project's format.
        let sources = changed.filter { $0.hasSuffix("/") || $0.hasSuffix(".swift") }
        let linted = try repository.run(["swift", "format", "lint", "--strict", "--recursive"] + sources)
        #expect(linted.status == 0, "\(linted.errors)")
        let notes = try Scaffold.remove(repository, name)
        // A persisted feature's note says which databases hold its table, and what to do with them.
        #expect(notes.isEmpty != store)
        #expect(!store || notes.first?.contains("--db or STRATA_DB") == true, "\(notes)")
        #expect(snapshot() == before)
    }
}
