import Foundation
import PresentationTestSupport
import Testing

/// `app plan save` and `app plan show` against real SQLite files, one process per command.
@Suite("app plan save and show")
final class PlanStorageTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test("a saved plan is shown by a new process, with its revision")
    func saveThenShow() async throws {
        let db = path("plan.sqlite")
        let saved = try await AppProcess.run(["plan", "save", "--pages", "300", "--days", "30", "--db", db])
        #expect(saved.status == 0)
        // Only the save's outcome: the plan it made is not shown twice.
        #expect(saved.stdout == "Saved: 300 pages in 30 days, up to 10 pages per day (revision 1).\n")
        let shown = try await AppProcess.run(["plan", "show", "--db", db])
        #expect(shown.status == 0)
        #expect(shown.stdout == "Saved plan: 300 pages in 30 days, up to 10 pages per day (revision 1).\n")
    }

    @Test("the default database lives under XDG_DATA_HOME/strata and survives restarts")
    func defaultLocation() async throws {
        let environment = ["XDG_DATA_HOME": path("xdg")]
        var clean = ProcessInfo.processInfo.environment
        clean.removeValue(forKey: "STRATA_DB")
        _ = try await AppProcess.run(
            ["plan", "save", "--pages", "10", "--days", "2"], environment: environment, base: clean)
        #expect(FileManager.default.fileExists(atPath: path("xdg/strata/app.sqlite")))
        let mode = try FileManager.default.attributesOfItem(atPath: path("xdg/strata"))[.posixPermissions]
        #expect((mode as? NSNumber)?.intValue == 0o700)
        let shown = try await AppProcess.run(
            ["plan", "show", "--json"], environment: environment, base: clean)
        #expect(shown.stdout.contains(#""revision":1"#))
    }

    @Test("an explicit --db in a folder that does not exist: exit 65 naming the folder, nothing created")
    func missingFolder() async throws {
        let missing = path("missing/folder")
        let refused = try await AppProcess.run([
            "plan", "save", "--pages", "5", "--days", "5", "--db", missing + "/x.sqlite",
        ])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("The folder '\(missing)' does not exist"))
        #expect(!FileManager.default.fileExists(atPath: path("missing")))
    }

    @Test(
        "a refused argument opens nothing: the database --db names is never created",
        arguments: [
            ["plan", "save", "--pages", "5", "--days", "5", "--revision", "x"], ["users", "show", "0"],
            ["users", "list", "--page", "0"], ["loans", "list", "--today", "2026-13-01"],
            ["loans", "return", "0"],
        ])
    func refusedArgumentOpensNothing(_ arguments: [String]) async throws {
        let db = path("never-\(UUID().uuidString).sqlite")
        let refused = try await AppProcess.run(arguments + ["--db", db])
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    @Test("an explicit --db that is a folder: exit 65 saying so, and nothing in it created")
    func folderAsDatabase() async throws {
        let folder = path("a-folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let refused = try await AppProcess.run([
            "plan", "save", "--pages", "5", "--days", "5", "--db", folder,
        ])
        #expect(refused.status == 65)
        #expect(
            refused.stderr.contains("'\(folder)' is a folder; give --db a database file"), "\(refused.stderr)"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("a stale --revision is refused with exit 65 and the stored plan is kept")
    func staleRevision() async throws {
        let db = path("plan.sqlite")
        _ = try await AppProcess.run(["plan", "save", "--pages", "300", "--days", "30", "--db", db])
        let stale = try await AppProcess.run([
            "plan", "save", "--pages", "1", "--days", "1", "--revision", "0", "--db", db,
        ])
        #expect(stale.status == 65)
        #expect(stale.stderr.contains("now at revision 1"))
        #expect(try await AppProcess.run(["plan", "show", "--db", db]).stdout.contains("300 pages"))
    }

    @Test(":memory: leaves no file behind")
    func memory() async throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let result = try await AppProcess.run(
            ["plan", "save", "--pages", "5", "--days", "5", "--db", ":memory:"], in: folder)
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == before)
    }

    @Test("an unusable database path exits 69 with a storage message and changes no file")
    func unusablePath() async throws {
        let blocker = path("blocker")
        try Data("a regular file".utf8).write(to: URL(fileURLWithPath: blocker))
        let through = try await AppProcess.run([
            "plan", "save", "--pages", "5", "--days", "5", "--db", blocker + "/app.sqlite",
        ])
        #expect(through.status == 69)
        #expect(through.stderr.contains("Storage is unavailable: cannot open or create the database"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: blocker)) == Data("a regular file".utf8))

        let notSQLite = path("notes.sqlite")
        let content = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 13) })
        try content.write(to: URL(fileURLWithPath: notSQLite))
        let damaged = try await AppProcess.run([
            "plan", "save", "--pages", "5", "--days", "5", "--db", notSQLite,
        ])
        #expect(damaged.status == 69)
        #expect(damaged.stderr.contains("Storage is damaged"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: notSQLite)) == content)
    }

    @Test(
        "bad --revision and --db values are invalid input",
        arguments: [["--revision", "-1"], ["--revision", "x"], ["--db", ""]])
    func badValues(options: [String]) async throws {
        let result = try await AppProcess.run(
            ["plan", "save", "--pages", "5", "--days", "5"] + options, in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("app: "))
    }
}
