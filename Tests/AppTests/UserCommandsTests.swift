import DataTestSupport
import Foundation
import PresentationTestSupport
import Testing

/// `app users ...` end to end: the embedded SQLite default, and a reqres-style server on loopback.
@Suite("app users")
final class UserCommandsTests {
    let folder: URL
    var db: String { folder.appendingPathComponent("app.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-users-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("a fresh database lists the first page of demo users, and --page 2 the next, with the page count")
    func demoPages() async throws {
        let first = try await AppProcess.run(["users", "list", "--db", db])
        #expect(first.status == 0)
        #expect(first.stdout.contains("Ada Lovelace"))
        #expect(first.stdout.contains("Page 1 of 7, 42 users"))
        let second = try await AppProcess.run(["users", "list", "--page", "2", "--db", db])
        #expect(second.status == 0)
        #expect(second.stdout.contains("Page 2 of 7, 42 users"))
        #expect(!second.stdout.contains("Ada Lovelace"))
    }

    @Test("an implausible email is refused with exit 65 and nothing is saved")
    func badEmail() async throws {
        let before = try await AppProcess.run(["users", "show", "3", "--db", db, "--json"]).stdout
        let edit = try await AppProcess.run(["users", "edit", "3", "--email", "not-an-email", "--db", db])
        #expect(edit.status == 65)
        #expect(edit.stderr == "app: Enter an email address such as name@example.com.\n")
        #expect(try await AppProcess.run(["users", "show", "3", "--db", db, "--json"]).stdout == before)
    }

    @Test("a valid edit is saved and shown by a new process")
    func edit() async throws {
        let edit = try await AppProcess.run([
            "users", "edit", "2", "--last-name", "Hopper-Murray", "--db", db,
        ])
        #expect(edit.status == 0)
        #expect(
            try await AppProcess.run(["users", "show", "2", "--db", db]).stdout.contains(
                "Grace Hopper-Murray"))
    }

    @Test("with --api, the users come from the server; a 500 says they could not be loaded and exits 69")
    func remote() async throws {
        let server = try ReqresServer.numbered(8)
        let listed = try await AppProcess.run(["users", "list", "--api", server.baseURL.absoluteString])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("First1 Last1"))
        #expect(listed.stdout.contains("Page 1 of 2, 8 users"))
        #expect(server.requests.first?.path == "/api/users?page=1")

        server.override("/api/users?page=1", with: .json("{}", status: 500))
        let failed = try await AppProcess.run(["users", "list", "--api", server.baseURL.absoluteString])
        #expect(failed.status == 69)
        #expect(failed.stderr.hasPrefix("app: Users could not be loaded."))
        #expect(failed.stderr.contains("the server answered 500"))
    }

    @Test(
        "a bad STRATA_API is refused with exit 65, naming the variable; a bad --api names the option",
        arguments: ["ftp://example.com/api", "http://127.0.0.1:99999/api"])
    func badBackendURL(url: String) async throws {
        let named = try await AppProcess.run(["users", "list", "--db", db], environment: ["STRATA_API": url])
        #expect(named.status == 65)
        #expect(named.stderr.contains("STRATA_API must be an http:// or https:// URL"), "\(named.stderr)")
        let typed = try await AppProcess.run(
            ["users", "list", "--api", url, "--db", db], environment: ["STRATA_API": ""])
        #expect(typed.status == 65)
        #expect(typed.stderr.contains("--api must be an http:// or https:// URL"), "\(typed.stderr)")
    }

    @Test(
        "a STRATA_API_TIMEOUT that is not 1 to 86400 whole seconds is refused with exit 65, and nothing is sent",
        arguments: [
            "0", "-1", "86401", "9223372036854775807", "99999999999999999999", "1.5", "1e3", "ten", " 5",
        ])
    func badTimeout(value: String) async throws {
        let server = try ReqresServer.numbered(3)
        defer { server.stop() }
        let result = try await AppProcess.run(
            ["users", "list", "--db", db, "--api", server.baseURL.absoluteString],
            environment: ["STRATA_API_TIMEOUT": value])
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix(
                "app: STRATA_API_TIMEOUT must be a whole number of seconds from 1 to 86400"))
        #expect(server.requests.isEmpty)
    }

    @Test("STRATA_API_TIMEOUT sets each attempt's deadline")
    func timeoutFromTheEnvironment() async throws {
        // A test about a timeout: the answer is held until the server stops, so only the deadline ends each attempt.
        let server = try LoopbackServer.sequence([.held(ReplyGate(), .json("{}"))])
        defer { server.stop() }
        let result = try await AppProcess.run(
            [
                "users", "list", "--db", db, "--api",
                server.baseURL.appendingPathComponent("api").absoluteString,
            ],
            environment: ["STRATA_API_TIMEOUT": "1"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("the server did not answer within 1 s"), "\(result.stderr)")
        #expect(server.hitCount == 3)
    }

    static let refusals: [([String], Int32)] = [
        (["users", "show", "abc"], 65), (["users", "show", "0"], 65),
        (["users", "list", "--page", "-2"], 65),
        (["users", "list", "--page", "2", "--all"], 64),
        (["users", "list", "--api", "file:///etc/passwd"], 65),
        (["users", "show"], 64), (["users", "show", "99999999999999999999999"], 65),
    ]

    @Test("bad ids, pages and URLs are refused", arguments: refusals)
    func refused(arguments: [String], status: Int32) async throws {
        let result = try await AppProcess.run(arguments + ["--db", db])
        #expect(result.status == status)
        #expect(!result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
    }
}
