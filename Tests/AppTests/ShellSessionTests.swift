import Foundation
import PresentationTestSupport
import Testing

/// The shell as a person meets it: piped scripts, and a real pseudo-terminal.
@Suite("app shell", .timeLimit(.minutes(5)))
final class ShellSessionTests {
    let folder: URL
    var db: String { folder.appendingPathComponent("app.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("printf 'users\\nopen 2\\nback\\nquit\\n' | app shell: list, second user, list again, exit 0")
    func pipedRoundTrip() async throws {
        let result = try await AppProcess.run(["shell", "--db", db], stdin: "users\nopen 2\nback\nquit\n")
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "Page 1 of 7, 42 users").count == 3)
        #expect(result.stdout.contains("strata > users > open 2\nGrace Hopper\n"))
        #expect(result.stdout.contains("strata > users > 2 > back\n"))
    }

    @Test(
        "printf 'plan\\nmake 300 30\\nsave abc\\nsave 1x\\nquit\\n' | app shell saves nothing: no plan is saved"
    )
    func badRevisionSavesNothing() async throws {
        let result = try await AppProcess.run(
            ["shell", "--db", db], stdin: "plan\nmake 300 30\nsave abc\nsave 1x\nquit\n")
        #expect(result.status == 0)
        #expect(!result.stdout.contains("Saved:"))
        #expect(result.stdout.hasSuffix("strata > plan > save 1x\nstrata > plan > quit\n"))
        #expect(
            result.stderr
                == "The revision must be a whole number of at least 0; 'abc' is not a whole number.\n"
                + "The revision must be a whole number of at least 0; '1x' is not a whole number.\n"
        )
        let show = try await AppProcess.run(["plan", "show", "--db", db])
        #expect(show.stdout == "No saved plan yet.\n")
    }

    @Test("users, page 8, open 1: page 8 is refused, the rows shown stay, and open 1 opens a user from them")
    func refusedPageKeepsRows() async throws {
        let result = try await AppProcess.run(["shell", "--db", db], stdin: "users\npage 8\nopen 1\nquit\n")
        #expect(result.status == 0)
        #expect(result.stderr == "Page 8 does not exist: there are 7 pages.\n")
        #expect(result.stdout.contains("strata > users > open 1\nAda Lovelace\n"))
        #expect(result.stdout.hasSuffix("strata > users > 1 > quit\n"))
    }

    /// DueLoans raises its event out and the composition root pushes ReadingPlan's screen on the shell's
    /// stack: the features meet only there (the demo loans: #5 is due in 7 days, #1 is 3 days overdue).
    @Test(
        "loans, open 5, plan 412: ReadingPlan's screen, whose make works; back: the loan; back: the list; open 1's plan is refused"
    )
    func loanReadingPlan() async throws {
        let result = try await AppProcess.run(
            ["shell", "--db", db],
            stdin: "loans\nopen 5\nplan 412\nmake 300 10\nback\nback\nopen 1\nplan 412\nquit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "strata > loans > 5 > plan 412\nRead up to 59 pages per day.\n"
                    + "strata > loans > 5 > plan > make 300 10\nRead up to 30 pages per day.\n"
                    + "strata > loans > 5 > plan > back\nDomain-Driven Design\n  due:    "))
        #expect(result.stdout.contains("strata > loans > 5 > back\nOverdue\n"))
        #expect(result.stdout.hasSuffix("strata > loans > 1 > plan 412\nstrata > loans > 1 > quit\n"))
        #expect(
            result.stderr
                == "No reading plan: “The Pragmatic Programmer” is 3 days overdue, so no day is left before it is due.\n"
        )
    }

    /// UserList raises its event out and the composition root pushes DueLoans' screen above the user's
    /// detail; `back` returns to that detail.
    @Test("users, open 1, loans: the loans list above the user; back: that user's detail again")
    func userLoans() async throws {
        let result = try await AppProcess.run(
            ["shell", "--db", db], stdin: "users\nopen 1\nloans\nback\nquit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("strata > users > 1 > loans\nOverdue\n"))
        #expect(result.stdout.contains("strata > users > 1 > loans > back\nAda Lovelace\n"))
        #expect(result.stdout.hasSuffix("strata > users > 1 > quit\n"))
        #expect(result.stderr.isEmpty)
    }

    /// A scene without a router routes the same way: its `loans` verb asks the root, through its ports'
    /// opener, for the screen the home screen calls `loans`; `back` returns to the plan.
    @Test("plan, loans: the loans list above the plan; back: the plan screen again")
    func planLoans() async throws {
        let result = try await AppProcess.run(["shell", "--db", db], stdin: "plan\nloans\nback\nquit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("strata > plan > loans\nOverdue\n"))
        #expect(result.stdout.contains("strata > plan > loans > back\nNo saved plan yet.\n"))
        #expect(result.stdout.hasSuffix("strata > plan > quit\n"))
        #expect(result.stderr.isEmpty)
    }

    /// A route within a feature: the orders screen opens an order's screen, whose `stock` opens the
    /// inventory's, on the shell's stack.
    @Test("orders, open O-1001, stock: the stock table; back: the order; open O-9999 says there is none")
    func orderThenStock() async throws {
        let result = try await AppProcess.run(
            ["shell", "--db", db], stdin: "orders\nopen O-9999\nopen O-1001\nstock\nback\nquit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "There is no order 'O-9999' on the list.\n")
        let order = "Order O-1001: Delivered\n  2 × TEA-GREEN at 6.50 = 13.00\n"
        #expect(
            result.stdout.contains("strata > orders > open O-9999\nstrata > orders > open O-1001\n" + order))
        #expect(result.stdout.contains("strata > orders > O-1001 > stock\nBOOK-SICP "))
        #expect(result.stdout.contains("strata > orders > O-1001 > inventory > back\n" + order))
        #expect(result.stdout.hasSuffix("strata > orders > O-1001 > quit\n"))
    }

    @Test("end of input leaves cleanly; without a terminal nothing is coloured")
    func endOfInput() async throws {
        let result = try await AppProcess.run(["shell", "--db", db], stdin: "loans\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Due soon"))
        #expect(!result.stdout.contains("\u{1B}["))
    }

    /// The app on a real pseudo-terminal (TerminalRunner), as tmux or a terminal would run it: `input` is
    /// typed, then Ctrl-D.
    func inTerminal(_ input: String, environment: [String: String]) async throws -> AppProcess.Result {
        try await AppProcess.run(
            [try AppProcess.executable.path], environment: environment.merging(["STRATA_DB": db]) { $1 },
            stdin: input, executable: try TerminalSession.runner)
    }

    @Test("`app` alone on a terminal opens the home screen; a number opens a scene; quit leaves")
    func terminalHome() async throws {
        let session = try TerminalSession([], colour: true, environment: ["STRATA_DB": db])
        try await session.waitFor("Scenes")
        session.type("2\n")
        try await session.waitFor("Page 1 of 7, 42 users")
        session.type("quit\n")
        #expect(try await session.exitStatus() == 0)
        #expect(session.text.contains("\u{1B}[1m"))  // the prompt is bold on a terminal
    }

    @Test("users, open 2, back, open 99: there is no row 99, and Grace Hopper is not opened again")
    func staleSelectionNeverRoutes() async throws {
        let result = try await AppProcess.run(
            ["shell", "--db", db], stdin: "users\nopen 2\nback\nopen 99\nquit\n")
        #expect(result.status == 0)
        #expect(result.stderr == "There is no row 99: the list has rows 1 to 6.\n")
        #expect(result.stdout.components(separatedBy: "Grace Hopper\n  email:").count == 2)
        #expect(result.stdout.hasSuffix("strata > users > quit\n"))
    }

    @Test("NO_COLOR turns colour off even on a terminal")
    func noColor() async throws {
        let result = try await inTerminal("quit\n", environment: ["TERM": "xterm", "NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Scenes"))
        #expect(!result.stdout.contains("\u{1B}[1m"))
    }
}
