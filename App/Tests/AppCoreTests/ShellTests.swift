import DataAccess
import DataTestSupport
import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@testable import AppCore
@testable import CLIKit
@testable import Composition
@testable import UserListFeature

/// The shell driven by scripted input, in memory, on a throwaway database.
@MainActor
@Suite("Shell")
struct ShellTests {
    let output = WatchedOutput()
    let errors = BufferedOutput()

    /// A shell on a fresh in-memory database, in UTC, as `app shell --db :memory:` makes it.
    func makeShell(
        _ lines: [String], client: HTTPClient? = nil,
        database: SQLiteDatabase = SQLiteDatabase(location: .inMemory)
    ) async -> Shell {
        await makeShell(input: ScriptedInput(lines), client: client, database: database)
    }

    func makeShell(
        input: any LineSource, client: HTTPClient? = nil, readsAhead: Bool = false,
        database: SQLiteDatabase = SQLiteDatabase(location: .inMemory)
    ) async -> Shell {
        let terminal = TerminalRenderer(format: .text, output: output, errorOutput: errors)
        let root = CompositionRoot(database: database, client: client, now: { Date() })
        return Shell(
            screens: RegisteredFeatures.screens(over: root, terminal: terminal),
            input: input, output: output,
            style: .plain, echoesInput: true, readsAhead: readsAhead)
    }

    @Test("users, open 2, back: the list, the second user's detail, the list again")
    func usersRoundTrip() async {
        let shell = await makeShell(["users", "open 2", "back", "quit"])
        #expect(await shell.run() == .success)
        let text = output.text
        #expect(text.components(separatedBy: "Page 1 of 7, 42 users").count == 3)
        #expect(text.contains("Grace Hopper\n  email: grace.hopper.2@example.com"))
        #expect(shell.prompt == "strata > users > ")
    }

    @Test(
        "a screen's number or name with words after it opens nothing and says so, as the words would be dropped"
    )
    func homeWordsAfterScreen() async {
        let shell = await makeShell(["1 extra", "users now please", "users"])
        #expect(await shell.run() == .success)
        #expect(
            output.text.contains("'1 extra' has words after the screen: type '1' alone to open it.")
                && output.text.contains("'users now please' has words after the screen: type 'users' alone"))
        #expect(shell.stack.path == ["strata", "users"], "the screen opened by its name alone")
    }

    @Test("users, open 2, back, open 99: there is no row 99, and the previous user is not opened again")
    func staleSelectionNeverRoutes() async {
        let shell = await makeShell(["users", "open 2", "back", "open 99"])
        #expect(await shell.run() == .success)
        #expect(shell.stack.path == ["strata", "users"])
        #expect(errors.lines == ["There is no row 99: the list has rows 1 to 6."])
        #expect(output.text.components(separatedBy: "Grace Hopper\n  email:").count == 2)
    }

    @Test(
        "quit or end of input while a request is in flight stops the scene: its answer draws nothing",
        .timeLimit(.minutes(5)), arguments: ["quit", nil] as [String?])
    func leavingStopsScenes(last: String?) async throws {
        let server = try ReqresServer.numbered(12)
        defer { server.stop() }
        let output = output
        // The list and "open 2" are answered; the reply to "show" (the third request) is held until the shell
        // has stopped, and quit or the end of input is given only once that request has arrived.
        let gate = server.holdReplies(from: 2)
        let shows: @Sendable (String) async throws -> Void = { text in
            try await output.changes.until { output.text.contains(text) }
        }
        let showIsHeld: @Sendable () async throws -> Void = {
            try await gate.changes.until { gate.held == 1 }
        }
        let input = PacedInput([
            ("users", {}), ("open 2", { try await shows("Page 1 of 2, 12 users") }),
            ("show", { try await shows("id:    2") }), (last, showIsHeld),
        ])
        let shell = await makeShell(
            // A deadline beyond the test's: the held answer is released by the test, however slow the machine.
            input: input,
            client: HTTPClient(baseURL: server.baseURL, timeout: LoopbackServer.patientTimeout, retry: .none),
            readsAhead: true)
        #expect(await shell.run() == .success)
        gate.release()
        await shell.waitForRunningCommands()
        #expect(
            input.unready.isEmpty,
            "lines given before their screen showed: \(input.unready.joined(separator: ", "))")
        #expect(output.text.components(separatedBy: "email: user2@example.com").count == 2)
    }

    @Test("back frees UserDetail's view, interactor and presenter")
    func detailReleasedAfterBack() async throws {
        let shell = await makeShell(["users", "open 2"])
        _ = await shell.run()
        #expect(shell.stack.path == ["strata", "users", "2"])
        weak var view: UserDetailTerminalView?
        weak var interactor: UserDetailInteractor?
        weak var presenter: UserDetailPresenter?
        do {
            let detail = try #require(shell.stack.top as? UserDetailTerminalView)
            view = detail
            interactor = detail.interactor as? UserDetailInteractor
            presenter = interactor.flatMap {
                Mirror(reflecting: $0).descendant("presenter") as? UserDetailPresenter
            }
        }
        #expect(view != nil && interactor != nil && presenter != nil)
        shell.stack.pop()
        #expect(view == nil)
        #expect(interactor == nil)
        #expect(presenter == nil)
    }

    @Test("every scene is reachable and answers its commands")
    func walkEveryScene() async {
        let shell = await makeShell([
            "1", "make 300 x", "10", "save", "load", "back",
            "users", "next", "page 7", "open 1", "email nope", "email ada@example.org", "back", "back",
            "loans", "widget", "back",
            "4", "place TEA-GREEN:2", "place TEA-GREEN:0", "back",
            "inventory", "help", "back", "bogus", "quit",
        ])
        #expect(await shell.run() == .success)
        let text = output.text
        #expect(text.contains("Enter the days again (or cancel):"))
        #expect(text.contains("Saved: 300 pages in 10 days, up to 30 pages per day (revision 1)."))
        #expect(text.contains("Saved plan: 300 pages in 10 days"))
        #expect(text.contains("Page 2 of 7") || text.contains("  7. "))
        #expect(text.contains("Page 7 of 7, 42 users"))
        #expect(text.contains("Saved Ada Hopper <ada@example.org>."))  // row 1 of page 7 is user 37
        #expect(text.contains("due soon · next:"))
        #expect(text.contains("Placed order O-1004: 2 items, total 13.00."))
        #expect(text.contains("TEA-GREEN   Green tea, 100 g"))
        #expect(text.contains("38 in stock"))
        #expect(text.contains("Unknown command 'bogus' here."))
        #expect(errors.lines.contains("Enter 1 to 365 days."))
        #expect(errors.lines.contains("Enter an email address such as name@example.com."))
        #expect(errors.lines.contains("The quantity for TEA-GREEN must be 1 to 999 (got '0')."))
    }

    @Test("the plan screen refuses a bad revision or a wrong number of words as plan save and plan make do")
    func planRefusals() async throws {
        let database = SQLiteDatabase(location: .inMemory)
        let shell = await makeShell(
            ["plan", "make 300 30", "save abc", "save 1x", "save -1", "make 300", "make 300 30 7", "load"],
            database: database)
        #expect(await shell.run() == .success)
        #expect(
            errors.lines == [
                "The revision must be a whole number of at least 0; 'abc' is not a whole number.",
                "The revision must be a whole number of at least 0; '1x' is not a whole number.",
                "The revision must be a whole number of at least 0; '-1' is out of range.",
                "missing argument <days> for 'make'.",
                "unexpected argument '7' for 'make'.",
            ])
        #expect(!output.text.contains("Saved:"))
        #expect(!output.text.contains("again (or cancel)"))  // a refused make asks for nothing
        #expect(output.text.hasSuffix("strata > plan > load\nNo saved plan yet.\nstrata > plan > \n"))
        #expect(try await SQLiteReadingPlanStore(database: database).load() == nil)
    }

    @Test("a refused page keeps the page shown: users, page 7, page 8, open 1 opens row 1 of page 7")
    func refusedPageKeepsRows() async {
        let shell = await makeShell(["users", "page 7", "page 8", "open 1"])
        #expect(await shell.run() == .success)
        #expect(errors.lines == ["Page 8 does not exist: there are 7 pages."])
        #expect(shell.stack.path == ["strata", "users", "37"])
        #expect(output.text.contains("Ada Hopper\n  email:"))  // row 1 of page 7 is user 37
    }

    @Test("the users screen refuses a bad page or row in its own words, giving the rows it shows, and stays")
    func usersRefusals() async {
        let shell = await makeShell([
            "users", "page 0", "page x", "page 9223372036854775808", "page", "open junk", "open -1",
            "open 1 2", "next 3",
        ])
        #expect(await shell.run() == .success)
        #expect(
            errors.lines == [
                "The page must be a whole number of at least 1; '0' is out of range.",
                "The page must be a whole number of at least 1; 'x' is not a whole number.",
                "The page must be a whole number of at least 1; '9223372036854775808' is out of range.",
                "missing argument <n> for 'page'.",
                "The row must be a whole number from 1 to 6; 'junk' is not a whole number.",
                "The row must be a whole number from 1 to 6; '-1' is out of range.",
                "unexpected argument '2' for 'open'.",
                "unexpected argument '3' for 'next'.",
            ])
        #expect(shell.stack.path == ["strata", "users"])
        #expect(output.text.components(separatedBy: "Page 1 of 7, 42 users").count == 2)  // loaded once
    }

    @Test("the focus effect asks once for the invalid field, and cancel skips it")
    func focusOnce() async {
        let shell = await makeShell(["plan", "make x 10", "cancel", "make 10 10", "quit"])
        _ = await shell.run()
        #expect(output.text.components(separatedBy: "Enter the pages again").count == 2)
        #expect(output.text.contains("Read up to 1 page per day."))
    }

    @Test("orders offers retry after the service is unavailable, and retry loads")
    func ordersRetry() async throws {
        let orders =
            #"[{"id":"O-7","items":[{"sku":"TEA-GREEN","quantity":2,"unit_price_cents":650}],"status_code":1}]"#
        let server = try LoopbackServer.sequence([.json("{}", status: 503), .json(orders)])
        let noRetries = RetryPolicy(maxRetries: 0, delays: [], sleep: { _ in })
        let shell = await makeShell(
            ["orders", "retry"],
            client: HTTPClient(
                baseURL: server.baseURL, timeout: LoopbackServer.patientTimeout, retry: noRetries))
        _ = await shell.run()
        #expect(errors.lines.contains("Try again in a moment."))
        #expect(output.text.contains("O-7  Paid  2 items, total 13.00"))
        #expect(server.hitCount == 2)
    }

    @Test("Ctrl-C cancels the running request, not the shell", .timeLimit(.minutes(5)))
    func interruptCancelsRequest() async throws {
        // The reply is held until the server stops, and the client's timeout (LoopbackServer.patientTimeout, 600 s) is longer than the test's
        // time limit: the shell comes back only because Ctrl-C cancelled the request.
        let server = try LoopbackServer.sequence([.held(ReplyGate(), .json("{}"))])
        let shell = await makeShell(
            ["users", "quit"],
            client: HTTPClient(baseURL: server.baseURL, timeout: LoopbackServer.patientTimeout))
        Task { @MainActor in
            while server.hitCount == 0 { try? await Task.sleep(for: .milliseconds(10)) }
            shell.interrupt()
        }
        #expect(await shell.run() == .success)
        #expect(output.text.contains("Cancelled."))
        #expect(errors.text.isEmpty)  // the cancelled request draws nothing
        #expect(!output.text.contains("Page 1"))
        server.stop()
    }
}

/// Lines given one at a time, each once what it waits for has happened, as a person types after seeing the
/// screen; a nil line is the end of input.
///
/// A wait that the test's time limit cancels gives its line anyway, so that the shell ends, and is listed in
/// ``unready``: a test expects that list empty, so a line is never given early without a failure.
final class PacedInput: LineSource {
    typealias Step = (line: String?, ready: @Sendable () async throws -> Void)
    private let steps: Locked<ArraySlice<Step>>
    private let late = Locked<[String]>([])

    init(_ steps: [Step]) {
        self.steps = Locked(steps[...])
    }

    /// The lines given without what they waited for.
    var unready: [String] { late.withLock { $0 } }

    func nextLine() async -> String? {
        guard let (line, ready) = steps.withLock({ $0.popFirst() }) else { return nil }
        do {
            try await ready()
        } catch {
            late.withLock { $0.append(line ?? "end of input") }
        }
        return line
    }
}

/// Output kept in memory whose every write a test can wait on (``Changes``).
final class WatchedOutput: TextOutput {
    private let buffer = BufferedOutput()
    let changes = Changes()

    var text: String { buffer.text }
    var lines: [String] { buffer.lines }

    func write(_ text: String) {
        buffer.write(text)
        changes.changed()
    }
}
