import PresentationTestSupport
import Testing

/// `user-list-preview`, the feature alone over Domain's fakes, started as a user starts it.
@Suite("user-list-preview")
struct UserListPreviewTests {
    @Test("a command pages the demo users, and an edit does not outlive the run")
    func command() throws {
        let page = try BuiltProgram.run("user-list-preview", ["list", "--page", "2"])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.hasPrefix("  1. Donald Knuth       donald.knuth.7@example.com       (id 7)\n"))
        #expect(page.stdout.hasSuffix("Page 2 of 7, 42 users\n"))
        let edited = try BuiltProgram.run("user-list-preview", ["edit", "3", "--email", "ada@example.org"])
        #expect(edited.stdout == "Saved Alan Turing <ada@example.org>.\n")
        let shown = try BuiltProgram.run("user-list-preview", ["show", "3"])
        #expect(shown.stdout.contains("email: alan.turing.3@example.com"))
    }

    @Test(
        "with no command it opens the directory, whose rows open a user's detail, whose loans a stand-in answers"
    )
    func screen() throws {
        let run = try BuiltProgram.run("user-list-preview", [], input: "users\nopen 2\nloans\nback\nquit\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Page 1 of 7, 42 users\nstrata > users > open 2\nGrace Hopper\n"))
        // Built without DueLoans: the route to the loans screen is answered by a stand-in, and back returns.
        #expect(run.stdout.contains("strata > users > 2 > loans\nThe app would open its loans screen.\n"))
        #expect(run.stdout.contains("strata > users > 2 > loans > back\nGrace Hopper\n"))
        #expect(run.stdout.contains("strata > users > 2 > quit"))
    }

    @Test("in German (LC_ALL=de_DE.UTF-8) the commands, their refusals and the screens speak German")
    func german() throws {
        let page = try BuiltProgram.run("user-list-preview", ["list", "--page", "2"], locale: "de_DE.UTF-8")
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.hasPrefix("  1. Donald Knuth       donald.knuth.7@example.com       (ID 7)\n"))
        #expect(page.stdout.hasSuffix("Seite 2 von 7, 42 Benutzer\n"))
        let edited = try BuiltProgram.run(
            "user-list-preview", ["edit", "3", "--email", "ada@example.org"], locale: "de_DE.UTF-8")
        #expect(edited.stdout == "Gespeichert: Alan Turing <ada@example.org>.\n")
        let refused = try BuiltProgram.run("user-list-preview", ["edit", "3"], locale: "de_DE.UTF-8")
        #expect(refused.status == 64)
        #expect(
            refused.stderr.contains(
                "Geben Sie mindestens eine der Optionen --first-name, --last-name und --email an.\n"))
        let run = try BuiltProgram.run(
            "user-list-preview", [], input: "users\npage x\nopen 2\nloans\nback\nquit\n",
            locale: "de_DE.UTF-8")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Seite 1 von 7, 42 Benutzer\n"))
        #expect(
            run.stderr.contains(
                "Die Seite muss eine ganze Zahl ab 1 sein; 'x' ist keine ganze Zahl."
            ))
        #expect(
            run.stdout.contains(
                "strata > users > open 2\nGrace Hopper\n  E-Mail: grace.hopper.2@example.com\n"))
        #expect(
            run.stdout.contains(
                "strata > users > 2 > loans\nDie App würde hier die Ansicht loans öffnen.\n"))
        #expect(run.stdout.contains("strata > users > 2 > loans > back\nGrace Hopper\n"))
    }
}
