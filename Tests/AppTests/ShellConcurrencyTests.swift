import DataTestSupport
import Foundation
import Testing

/// The shell on a real pseudo-terminal against a backend that answers only when the test lets it: it reads
/// the next line while a request is in flight, so the scenes' guards act where a person can see them.
///
/// Every test holds the replies (``ReplyGate``), waits until the request has arrived, types, waits for the
/// app to react where that is visible, and only then lets the answer go: each wait ends on its event (or the
/// suite's time limit), so no test bets that a delay outlasts the app's reaction, however slow the machine.
@Suite("app shell while a request is in flight", .timeLimit(.minutes(5)))
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
        // The client's deadline is out of the way (AppProcess.patient): a held answer is released by the test,
        // or never, and on a busy machine the test's steps can take longer than the default 10 s.
        session = try TerminalSession(
            [
                "shell", "--db", folder.appendingPathComponent("app.sqlite").path, "--api",
                server.baseURL.absoluteString,
            ])
        try await session.waitFor("Scenes")
        session.type("users\n")
        try await session.waitFor("Page 1 of 2, 12 users")
    }

    /// Runs when a test ends, passed or failed: the app, its terminal and the server are stopped and joined.
    deinit {
        session.close()
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    func openSecondUser() async throws {
        session.type("open 2\n")
        try await session.waitFor("id:    2")
    }

    /// Waits until the backend has received `count` requests for `path`.
    func waitForRequests(_ method: String, _ path: String, count: Int) async throws {
        try await session.wait(for: "\(count) × \(method) \(path)", on: server.changes) {
            server.requests.filter { $0.method == method && $0.path == path }.count >= count
        }
    }

    /// Waits until `count` replies are held at `gate`, in the order their requests were sent.
    func waitForHeld(_ gate: ReplyGate, count: Int) async throws {
        try await session.wait(for: "\(count) held replies", on: gate.changes) { gate.held >= count }
    }

    /// Waits until `gate` has written `count` of the replies it held.
    func waitForDelivery(_ gate: ReplyGate, count: Int) async throws {
        try await session.wait(for: "\(count) held replies written", on: gate.changes) {
            gate.delivered >= count
        }
    }

    /// Types `first`, and `second` once the first's request is held; then lets the first's answer go and be
    /// written before the second's: the superseded or abandoned request answers first, and must draw nothing.
    func answerInOrder(_ first: String, then second: String) async throws {
        let gate = server.holdReplies()
        session.type(first)
        try await waitForHeld(gate, count: 1)
        session.type(second)
        try await waitForHeld(gate, count: 2)
        gate.release(1)
        try await waitForDelivery(gate, count: 1)
        gate.release()
    }

    @Test("save typed twice quickly: the second gets the duplicate-save message, one PUT is sent")
    func duplicateSave() async throws {
        try await openSecondUser()
        let gate = server.holdReplies()
        session.type("first Ada\nfirst Ada\n")
        try await session.waitFor("A save is already in progress; this one was not sent.")
        gate.release()
        try await session.waitFor("Saved Ada Last2 <user2@example.com>.")
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(server.requests.filter { $0.method == "PUT" }.count == 1)
        #expect(session.occurrences(of: "Saved Ada") == 1)
    }

    @Test("refresh during a load supersedes it: the list is drawn once, by the newer load")
    func refreshSupersedes() async throws {
        try await answerInOrder("refresh\n", then: "refresh\n")
        try await session.waitFor("Page 1 of 2, 12 users", count: 2)
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(session.occurrences(of: "Page 1 of 2, 12 users") == 2)
    }

    @Test("back during a request leaves at once, and the late response draws nothing")
    func backDuringRequest() async throws {
        try await openSecondUser()
        // Back while the detail's answer is held asks for the list's reload at once; the detail's late answer
        // is written first, and must draw nothing.
        try await answerInOrder("show\n", then: "back\n")
        try await session.waitFor("Page 1 of 2, 12 users", count: 2)
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(session.occurrences(of: "email: user2@example.com") == 1)
        #expect(server.requests.filter { $0.path == "/api/users/2" }.count == 2)
    }

    @Test("back from the list during a refresh stops the list: its late answer draws nothing")
    func backFromListDuringRefresh() async throws {
        let gate = server.holdReplies()
        session.type("refresh\n")
        try await waitForRequests("GET", "/api/users?page=1", count: 2)
        session.type("back\n")
        try await session.waitFor("Scenes", count: 2)
        // The refresh's late answer is written while the menu shows; later answers for page 1 are told
        // apart (one user), so the list opened again draws only its own.
        gate.release()
        try await waitForDelivery(gate, count: 1)
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
        // Held until the server stops: the PUT's answer never comes while the test looks.
        server.holdReplies()
        session.type("last Hopper\n")
        try await waitForRequests("PUT", "/api/users/2", count: 1)
        session.type("\u{03}")
        try await session.waitFor("The save was cancelled; the change may or may not have been stored.")
        #expect(session.text.contains("Cancelled."))
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(!session.text.contains("Saved "))
    }

    @Test("end of input during a request leaves without waiting for it, and draws nothing more")
    func endOfInputDuringRequest() async throws {
        try await openSecondUser()
        // Held until the server stops: the app exits only if it does not wait for the answer.
        server.holdReplies()
        session.type("show\n")
        try await waitForRequests("GET", "/api/users/2", count: 2)
        session.type("\u{04}")
        #expect(try await session.exitStatus() == 0)
        #expect(session.occurrences(of: "email: user2@example.com") == 1)
    }
}
