import PresentationTestSupport
import Testing

/// `reading-plan-preview`, the feature alone over Domain's fakes, started as a user starts it.
@Suite("reading-plan-preview")
struct ReadingPlanPreviewTests {
    @Test("a command runs over the fakes, and nothing it saves outlives the run")
    func command() throws {
        let saved = try BuiltProgram.run("reading-plan-preview", ["save", "--pages", "300", "--days", "10"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout == "Saved: 300 pages in 10 days, up to 30 pages per day (revision 1).\n")
        let shown = try BuiltProgram.run("reading-plan-preview", ["show"])
        #expect(shown.stdout == "No saved plan yet.\n")
    }

    @Test("with no command it opens the plan screen, which typed lines drive")
    func screen() throws {
        let run = try BuiltProgram.run("reading-plan-preview", [], input: "plan\nmake 300 0\n10\nquit\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1. plan"))
        // The refused field is asked for again, the question as the prompt, and the answer makes the plan.
        #expect(
            run.stdout.contains(
                "strata > plan > make 300 0\nEnter the days again (or cancel): 10\n"
                    + "Read up to 30 pages per day.\n"))
        #expect(run.stderr == "Enter 1 to 365 days.\n")
    }

    @Test("in German, its commands and its screen speak German, and --json stays English")
    func german() throws {
        let saved = try BuiltProgram.run(
            "reading-plan-preview", ["save", "--pages", "300", "--days", "10"], locale: "de_DE.UTF-8")
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(
            saved.stdout == "Gespeichert: 300 Seiten in 10 Tagen, bis zu 30 Seiten pro Tag (Revision 1).\n")
        let json = try BuiltProgram.run(
            "reading-plan-preview", ["make", "--pages", "300", "--days", "0", "--json"], locale: "de_DE.UTF-8"
        )
        #expect(json.status == 65)
        #expect(json.stdout == #"{"error":"Enter 1 to 365 days."}"# + "\n")
        let run = try BuiltProgram.run(
            "reading-plan-preview", [], input: "plan\nmake 300 0\n10\nquit\n", locale: "de_DE.UTF-8")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1. plan  Leseplan: Seiten pro Tag, um rechtzeitig fertig zu werden"))
        #expect(
            run.stdout.contains(
                "strata > plan > make 300 0\n"
                    + "Geben Sie die Anzahl der Tage erneut ein (oder cancel zum Abbrechen): 10\n"
                    + "Lesen Sie bis zu 30 Seiten pro Tag.\n"))
        #expect(run.stderr == "Geben Sie 1 bis 365 Tage ein.\n")
    }

    @Test("its help says it is a preview over fakes; a refused option is the app's usage error")
    func help() throws {
        let help = try BuiltProgram.run("reading-plan-preview", ["--help"])
        #expect(help.stdout.contains("over in-memory fakes"))
        #expect(help.stdout.contains("nothing it does is stored"))
        let refused = try BuiltProgram.run(
            "reading-plan-preview", ["save", "--pages", "300", "--days", "10", "--db", "x"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("unknown option '--db'"))
    }
}
