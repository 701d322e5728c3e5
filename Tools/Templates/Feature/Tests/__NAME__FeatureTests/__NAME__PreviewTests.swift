import PresentationTestSupport
import Testing

/// `__command__-preview`, the feature alone, started as a user starts it.
@Suite("__command__-preview")
struct __NAME__PreviewTests {
    @Test("a command line runs the scene; no command opens its screen")
    func preview() throws {
        let shown = try BuiltProgram.run("__command__-preview", ["show", "--item", "tea"])
        #expect(shown.status == 0 && shown.stdout == "__NAME__: 1 item: tea.\n", "\(shown.stderr)")
        let screen = try BuiltProgram.run("__command__-preview", [], input: "__command__\nshow tea books\nquit\n")
        #expect(screen.stdout.contains("> show tea books\n__NAME__: 2 items: tea, books.\n"), "\(screen.stderr)")
    }
}
