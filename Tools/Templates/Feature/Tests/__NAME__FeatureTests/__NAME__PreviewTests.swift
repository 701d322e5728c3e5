import DomainTestSupport
import Testing

/// `__command__-preview`, the feature alone, started as a user starts it.
@Suite("__command__-preview")
struct __NAME__PreviewTests {
    @Test("a command shows the items given")
    func command() throws {
        let shown = try BuiltProgram.run("__command__-preview", ["show", "--item", "tea", "--item", "books"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout == "__NAME__: 2 items: tea, books.\n")
    }

    @Test("with no command it opens the screen, which typed lines drive")
    func screen() throws {
        let run = try BuiltProgram.run("__command__-preview", [], input: "__command__\nshow tea\nquit\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("strata > __command__ > show tea\n__NAME__: 1 item: tea.\n"))
    }
}
