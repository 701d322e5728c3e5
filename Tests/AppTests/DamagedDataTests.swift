import DataTestSupport
import Foundation
import PresentationTestSupport
import Testing

/// Damaged or foreign databases and hostile servers, through the built `app`: exit 69 with a clear
/// message, no signal, and the file left exactly as it was.
@Suite("damaged data and hostile servers")
struct DamagedDataTests {
    let folder: TemporaryFolder
    var db: String { folder.path("app.sqlite") }

    init() throws {
        folder = try TemporaryFolder()
    }

    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case truncated, foreign, newerSchema
        var testDescription: String { rawValue }
    }

    /// A database made by the app, then damaged.
    func damagedDatabase(_ damage: Damage) async throws -> Data {
        let made = try await AppProcess.run(["plan", "save", "--pages", "10", "--days", "2", "--db", db])
        try #require(made.status == 0)
        let url = URL(fileURLWithPath: db)
        switch damage {
        case .truncated:
            try Data(try Data(contentsOf: url).prefix(3000)).write(to: url)
        case .foreign:
            try Data("SQLite format 3? no: a shopping list\nmilk\ntea\n".utf8).write(to: url)
        case .newerSchema:
            // user_version sits at byte offset 60 of the header, big-endian.
            var bytes = try Data(contentsOf: url)
            bytes.replaceSubrange(60..<64, with: [0, 0, 0x03, 0xE7])
            try bytes.write(to: url)
        }
        return try Data(contentsOf: url)
    }

    @Test(
        "a truncated, foreign or newer database is refused with exit 69 and left as it was",
        arguments: Damage.allCases,
        [["plan", "show"], ["users", "list"], ["orders", "place", "--item", "TEA-GREEN:1"]])
    func damagedFile(damage: Damage, command: [String]) async throws {
        let before = try await damagedDatabase(damage)

        let result = try await AppProcess.run(command + ["--db", db])

        #expect(result.status == 69, "stderr: \(result.stderr)")
        let expected = damage == .newerSchema ? "newer version" : "damaged"
        #expect(result.stderr.contains(expected), "stderr: \(result.stderr)")
        // A newer database is named, with the way to another one.
        #expect(damage != .newerSchema || result.stderr.contains("'\(db)'") && result.stderr.contains("--db"))
        #expect(result.stdout.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        #expect(!FileManager.default.fileExists(atPath: db + "-wal"))
    }

    @Test(
        "a database with a table this build does not know, as remove-feature leaves it: exit 69, named, unchanged",
        .sqlite3Shell)
    func unknownTable() async throws {
        let made = try await AppProcess.run(["plan", "save", "--pages", "10", "--days", "2", "--db", db])
        try #require(made.status == 0)
        // A stored feature's migration: its table (not the docs' Wishlist, which a build may have scaffolded),
        // and a schema version past this build's.
        let feature = try ChildProcess.run(
            URL(fileURLWithPath: try #require(SQLite3Shell.path)),
            [
                db,
                "CREATE TABLE retired_feature_items (id INTEGER PRIMARY KEY) STRICT; PRAGMA user_version = 99;",
            ],
            environment: [:], input: nil)
        try #require(feature.status == 0, "sqlite3: \(feature.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: db))

        let result = try await AppProcess.run(["plan", "show", "--db", db])

        #expect(result.status == 69)
        #expect(
            result.stderr.hasPrefix(
                "app: The database at '\(db)' has a table this build does not know (retired_feature_items;"),
            "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("written by a newer version"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    @Test("a database locked by another process past the busy timeout: exit 69, nothing saved", .sqlite3Shell)
    func lockedByAnotherProcess() async throws {
        let made = try await AppProcess.run(["plan", "save", "--pages", "10", "--days", "2", "--db", db])
        try #require(made.status == 0)
        let holder = try LockHolder(path: db)
        defer { holder.release() }
        let before = try Data(contentsOf: URL(fileURLWithPath: db))

        let started = ContinuousClock.now
        let result = try await AppProcess.run(["plan", "save", "--pages", "20", "--days", "2", "--db", db])

        #expect(result.status == 69, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("busy"), "stderr: \(result.stderr)")
        #expect(ContinuousClock.now - started >= .seconds(2.5), "gave up before the busy timeout")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        holder.release()
        let shown = try await AppProcess.run(["plan", "show", "--db", db])
        #expect(shown.stdout.contains("10 pages in 2 days"))
    }

    @Test("a never-ending body is cut off at the size limit")
    func endlessBody() async throws {
        let server = try LoopbackServer.sequence([.endless(status: 200)])
        defer { server.stop() }
        let result = try await AppProcess.run(["users", "list", "--api", server.baseURL.absoluteString])
        #expect(result.status == 69, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("larger than 10000000 bytes"), "stderr: \(result.stderr)")
    }

    @Test(
        "a never-ending body is cut off in bounded memory: 1 GiB of address space is enough",
        .linuxOnly("ulimit -v caps the address space on Linux; macOS refuses or ignores the cap"),
        .notSanitized("the sanitizers' runtimes reserve terabytes of address space for shadow memory"))
    func endlessBodyInBoundedMemory() async throws {
        let server = try LoopbackServer.sequence([.endless(status: 200)])
        defer { server.stop() }
        // An app that buffered the endless body would die of the cap.
        let result = try await AppProcess.run(
            ["-c", "ulimit -v 1048576 && exec \"$0\" \"$@\"", try AppProcess.executable.path]  // linux-only
                + ["users", "list", "--api", server.baseURL.absoluteString],
            executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.status == 69, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("larger than 10000000 bytes"), "stderr: \(result.stderr)")
    }

    @Test(
        "a hostile server is refused with exit 69: oversized, redirected elsewhere, or not JSON",
        arguments: [
            (Reply.truncated(status: 200, declaredLength: 50_000_000, body: "{"), "larger than"),
            (.redirect(to: "http://127.0.0.2:9/steal"), "redirect"),
            (.status(200, body: "<html>\u{1B}[2J</html>"), "could not be used"),
        ])
    func hostileServer(reply: Reply, message: String) async throws {
        let server = try LoopbackServer.sequence([reply])
        defer { server.stop() }
        let result = try await AppProcess.run(["users", "list", "--api", server.baseURL.absoluteString])
        #expect(result.status == 69, "stderr: \(result.stderr)")
        #expect(result.stderr.localizedCaseInsensitiveContains(message), "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
    }
}

/// A `sqlite3` process (``SQLite3Shell``) holding the database's write lock until released.
final class LockHolder {
    private let process: Process
    private let input: Pipe
    private var released = false

    init(path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(SQLite3Shell.path))
        process.arguments = [path]
        let (input, output) = try ChildProcess.start {
            let (input, output) = (Pipe(), Pipe())
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            return (input, output)
        }
        (self.process, self.input) = (process, input)
        input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'locked';\n".utf8))
        // Wait until the lock is really held.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("locked") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw LockFailed() }
            seen.append(chunk)
        }
    }

    func release() {
        guard !released else { return }
        released = true
        input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    struct LockFailed: Error {}
}
