import DataTestSupport
import Foundation
import Testing

/// The shell on a real pseudo-terminal against a slow backend: it reads the next line while a
/// request is in flight, so the scenes' guards act where a person can see them.
@Suite("app shell while a request is in flight", .timeLimit(.minutes(1)))
final class ShellConcurrencyTests {
    let folder: URL
    let server: ReqresServer
    let session: TerminalSession

    /// A shell on the users of a twelve-person backend, at user 2's detail, before the backend slows.
    init() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-concurrency-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        server = try ReqresServer.numbered(12)
        session = try TerminalSession([
            "shell", "--db", folder.appendingPathComponent("app.sqlite").path, "--api",
            server.baseURL.absoluteString,
        ])
        try await session.waitFor("Scenes")
        session.type("users\n")
        try await session.waitFor("Page 1 of 2, 12 users")
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    func openSecondUser() async throws {
        session.type("open 2\n")
        try await session.waitFor("id:    2")
    }

    /// Waits until the backend has received `count` requests for `path`.
    func waitForRequests(_ method: String, _ path: String, count: Int) async throws {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: .seconds(15))
        while server.requests.filter({ $0.method == method && $0.path == path }).count < count {
            guard clock.now < end else {
                throw TerminalSession.Timeout(waitedFor: "\(count) × \(method) \(path)", screen: session.text)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test("save typed twice quickly: the second gets the duplicate-save message, one PUT is sent")
    func duplicateSave() async throws {
        try await openSecondUser()
        server.delay(by: 1)
        session.type("first Ada\nfirst Ada\n")
        try await session.waitFor("A save is already in progress; this one was not sent.")
        try await session.waitFor("Saved Ada Last2 <user2@example.com>.")
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(server.requests.filter { $0.method == "PUT" }.count == 1)
        #expect(session.occurrences(of: "Saved Ada") == 1)
    }

    @Test("refresh during a load supersedes it: the list is drawn once, by the newer load")
    func refreshSupersedes() async throws {
        server.delay(by: 1)
        session.type("refresh\nrefresh\n")
        try await waitForRequests("GET", "/api/users?page=1", count: 3)
        try await session.waitFor("Page 1 of 2, 12 users", count: 2)
        // Both answers take the same time, so the superseded one arrived first and was dropped.
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(session.occurrences(of: "Page 1 of 2, 12 users") == 2)
    }

    @Test("back during a request leaves at once, and the late response draws nothing")
    func backDuringRequest() async throws {
        try await openSecondUser()
        server.delay(by: 1)
        session.type("show\nback\n")
        // The list reloads after back; its answer comes after the detail's, which must draw nothing.
        try await session.waitFor("Page 1 of 2, 12 users", count: 2)
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(session.occurrences(of: "email: user2@example.com") == 1)
        #expect(server.requests.filter { $0.path == "/api/users/2" }.count == 2)
    }

    @Test("back from the list during a refresh stops the list: its late answer draws nothing")
    func backFromListDuringRefresh() async throws {
        server.delay(by: 1)
        session.type("refresh\nback\n")
        try await waitForRequests("GET", "/api/users?page=1", count: 2)
        try await session.waitFor("Scenes", count: 2)
        // Later answers for page 1 are told apart: one user. The list opened again asks after the
        // refresh did, with the same delay, so the refresh's late answer has arrived before it draws.
        server.override(
            "/api/users?page=1",
            with: .json(
                #"{"page":1,"per_page":6,"total":1,"total_pages":1,"data":[{"id":1,"email":"solo@example.com","#
                    + #""first_name":"Solo","last_name":"User","avatar":"https://example.com/a.png"}]}"#))
        session.type("users\n")
        try await session.waitFor("Page 1 of 1, 1 user")
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(session.occurrences(of: "Page 1 of 2, 12 users") == 1)
    }

    @Test("Ctrl-C during a save cancels it and says so")
    func interruptedSave() async throws {
        try await openSecondUser()
        server.delay(by: 3)
        session.type("last Hopper\n")
        try await waitForRequests("PUT", "/api/users/2", count: 1)
        session.type("\u{03}")
        try await session.waitFor("The save was cancelled; the change may or may not have been stored.")
        #expect(session.text.contains("Cancelled."))
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(!session.text.contains("Saved "))
    }

    @Test("end of input during a request leaves at once and draws nothing more")
    func endOfInputDuringRequest() async throws {
        try await openSecondUser()
        server.delay(by: 3)
        session.type("show\n")
        try await waitForRequests("GET", "/api/users/2", count: 2)
        session.type("\u{04}")
        #expect(try await session.exitStatus(within: .seconds(2)) == 0)
        #expect(session.occurrences(of: "email: user2@example.com") == 1)
    }
}
