import Foundation
import PresentationTestSupport
import Testing

/// `app loans ...` end to end on a fresh database with demo loans around a fixed today.
@Suite("app loans")
final class LoanCommandsTests {
    let folder: URL
    var db: String { folder.appendingPathComponent("app.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-loans-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func loans(_ arguments: [String]) async throws -> AppProcess.Result {
        try await AppProcess.run(["loans"] + arguments + ["--db", db])
    }

    @Test("a fresh run shows overdue and due-soon groups of the demo loans")
    func groups() async throws {
        let result = try await loans(["--today", "2026-03-27", "--time-zone", "Europe/Berlin"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Overdue\n"))
        #expect(result.stdout.contains("3 days overdue"))
        #expect(result.stdout.contains("Due soon\n"))
        #expect(result.stdout.contains("Due today"))
        #expect(result.stdout.contains("Due in 7 days"))
        #expect(!result.stdout.contains("The Mythical Man-Month"))  // due on today + 8
    }

    @Test("at the end of the calendar, a loan due on 9999-12-30 is due soon on 9999-12-28")
    func endOfCalendar() async throws {
        let added = try await loans(["add", "--title", "Edge", "--due", "9999-12-30"])
        #expect(added.status == 0)
        let result = try await loans(["list", "--today", "9999-12-28"])
        #expect(result.status == 0)
        let dueSoon = result.stdout.components(separatedBy: "Due soon\n").last ?? ""
        #expect(dueSoon.contains("Edge"), "got: \(result.stdout)")
        #expect(dueSoon.contains("Due in 2 days"))
    }

    @Test("the widget is one line")
    func widget() async throws {
        let result = try await loans(["--widget", "--today", "2026-03-27"])
        #expect(result.status == 0)
        #expect(result.stdout == "2 overdue, 3 due soon · next: The Pragmatic Programmer (3 days overdue)\n")
    }

    @Test("days are civil days across a US daylight-saving change")
    func usDaylightSaving() async throws {
        _ = try await loans(["--today", "2026-10-30"])  // seeds the demo loans around 2026-10-30
        // 2026-11-01 is the fall-back Sunday in New York; the demo loan due on 2026-11-01 is 2 days away.
        let result = try await loans(["--today", "2026-10-30", "--time-zone", "America/New_York", "--json"])
        #expect(result.stdout.contains(#""subtitle":"Due in 2 days","title":"Refactoring""#))
    }

    @Test("opening a loan that is not on the list says so and exits 65")
    func openMissing() async throws {
        let result = try await loans(["open", "999", "--today", "2026-03-27"])
        #expect(result.status == 65)
        #expect(result.stderr == "app: Loan 999 is not on the list.\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("opening a visible loan shows its detail only")
    func openVisible() async throws {
        let result = try await loans(["open", "3", "--today", "2026-03-27"])
        #expect(result.status == 0)
        #expect(result.stdout == "Clean Architecture\n  due:    2026-03-27\n  status: Due today\n")
    }

    /// DueLoans raises its event out on a stack of the command's own; the scene the app pushes there is
    /// ReadingPlan's, whose exit code the command ends with.
    @Test("a loan's plan is ReadingPlan's scene, shown once: its line and exit 0, or its refusal and exit 65")
    func planOnce() async throws {
        let made = try await loans(["plan", "5", "--pages", "412", "--today", "2026-03-27"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout == "Read up to 59 pages per day.\n")
        let refused = try await loans(["plan", "5", "--pages", "0", "--today", "2026-03-27"])
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("app: Enter"), "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
    }

    @Test("add, then return: the loan appears, then leaves the list; returned again, it says when, exit 65")
    func addAndReturn() async throws {
        _ = try await loans(["--today", "2026-03-27"])
        let added = try await loans(["add", "--title", "Gödel, Escher, Bach", "--due", "2026-03-28"])
        #expect(added.status == 0)
        #expect(added.stdout == "Added loan 8: Gödel, Escher, Bach, due 2026-03-28.\n")
        #expect(try await loans(["--today", "2026-03-27"]).stdout.contains("Gödel, Escher, Bach"))
        let returned = try await loans(["return", "8"])
        #expect(returned.status == 0)
        #expect(!(try await loans(["--today", "2026-03-27"]).stdout.contains("Gödel, Escher, Bach")))
        let again = try await loans(["return", "8"])
        #expect(again.status == 65 && again.stdout.isEmpty)
        #expect(
            again.stderr.contains(
                /^app: Loan 8 was already returned on \d{4}-\d{2}-\d{2}; nothing was changed.\n$/),
            "\(again.stderr)")
    }

    static let refusals: [([String], Int32)] = [
        (["--today", "2026-02-30"], 65), (["--time-zone", "Mars/Base"], 65), (["open", "x"], 65),
        (["add", "--title", " ", "--due", "2026-01-01"], 65),
        (["add", "--title", "T", "--due", "01/02/2026"], 65),
        (["add", "--title", "T"], 64), (["return", "424242"], 65), (["--widget", "--widget"], 64),
    ]

    @Test("bad input is refused with the documented code and a message", arguments: refusals)
    func refused(arguments: [String], status: Int32) async throws {
        let result = try await loans(arguments)
        #expect(result.status == status)
        #expect(!result.stderr.isEmpty)
    }
}
