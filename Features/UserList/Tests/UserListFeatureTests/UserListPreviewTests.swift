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
}
