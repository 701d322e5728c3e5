import PresentationTestSupport
import Testing

/// The preview, the feature alone over its fake store, started as a user starts it.
@Suite("__command__-preview")
struct __NAME__PreviewTests {
    @Test("a command line adds to an empty store; no command opens the screen, whose add takes the whole line")
    func preview() throws {
        let added = try BuiltProgram.run("__command__-preview", ["add", "--item", "tea"])
        #expect(added.status == 0 && added.stdout == "__NAME__: 1 item: tea.\n", "\(added.stderr)")
        let screen = try BuiltProgram.run("__command__-preview", [], input: "__command__\nadd green tea\nquit\n")
        #expect(screen.stdout.contains("> add green tea\n__NAME__: 1 item: green tea.\n"), "\(screen.stderr)")
    }
}
