import PresentationTestSupport
import Testing

/// `due-loans-preview`, the feature alone over Domain's fakes, started as a user starts it.
@Suite("due-loans-preview")
struct DueLoansPreviewTests {
    @Test("a command lists the demo loans around today, and a return does not outlive the run")
    func command() throws {
        let returned = try BuiltProgram.run("due-loans-preview", ["return", "1"])
        #expect(returned.stdout == "Returned loan 1: The Pragmatic Programmer.\n", "\(returned.stderr)")
        let widget = try BuiltProgram.run("due-loans-preview", ["list", "--widget"])
        #expect(widget.status == 0, "\(widget.stderr)")
        #expect(widget.stdout == "2 overdue, 3 due soon · next: The Pragmatic Programmer (3 days overdue)\n")
        // As on a fresh database, the demo loans fall around the first day asked for, not the clock's.
        let another = try BuiltProgram.run(
            "due-loans-preview", ["list", "--widget", "--today", "2026-05-01"])
        #expect(another.stdout == widget.stdout, "\(another.stderr)")
        let open = try BuiltProgram.run("due-loans-preview", ["open", "3", "--today", "2026-05-01"])
        #expect(open.stdout.contains("due:    2026-05-01"))
        // Built without ReadingPlan: the route to a loan's reading plan is answered by a stand-in.
        let plan = try BuiltProgram.run("due-loans-preview", ["plan", "5", "--pages", "412"])
        #expect(
            plan.stdout
                == "The app would open its reading plan: 412 pages in 7 days.\n",
            "\(plan.stderr)")
    }

    @Test("with no command it opens the loans screen, whose rows open a loan's detail")
    func screen() throws {
        let run = try BuiltProgram.run("due-loans-preview", [], input: "loans\nopen 3\nquit\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  #3  Clean Architecture"))
        #expect(run.stdout.contains("strata > loans > open 3\nClean Architecture\n"))
        #expect(run.stdout.contains("status: Due today"))
    }

    @Test("in German when the locale asks for it: the screen, the widget and the stand-in")
    func german() throws {
        let run = try BuiltProgram.run(
            "due-loans-preview", [], input: "loans\nopen 3\nquit\n", locale: "de_DE.UTF-8")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Bald fällig\n  #3  Clean Architecture"))
        #expect(run.stdout.contains("strata > loans > open 3\nClean Architecture\n  Fällig am: "))
        #expect(run.stdout.contains("  Status:    Heute fällig\n"))
        let widget = try BuiltProgram.run("due-loans-preview", ["list", "--widget"], locale: "de_DE.UTF-8")
        #expect(
            widget.stdout
                == "2 überfällig, 3 bald fällig · als Nächstes: The Pragmatic Programmer (3 Tage überfällig)\n",
            "\(widget.stderr)")
        let plan = try BuiltProgram.run(
            "due-loans-preview", ["plan", "5", "--pages", "412"], locale: "de_DE.UTF-8")
        #expect(
            plan.stdout
                == "Die App würde ihren Leseplan öffnen: 412 Seiten in 7 Tagen.\n",
            "\(plan.stderr)")
    }
}
