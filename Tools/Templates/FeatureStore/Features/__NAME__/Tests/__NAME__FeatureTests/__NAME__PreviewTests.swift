import DomainTestSupport
import Testing

/// `__command__-preview`, the feature alone over Domain's fakes, started as a user starts it.
@Suite("__command__-preview")
struct __NAME__PreviewTests {
    @Test("a command adds over the fake store, and nothing it adds outlives the run")
    func command() throws {
        let added = try BuiltProgram.run("__command__-preview", ["add", "--item", "tea"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout == "__NAME__: added 1 item: tea.\n")
        let listed = try BuiltProgram.run("__command__-preview", ["list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(!listed.stdout.contains("tea"))
    }

    @Test("with no command it opens the screen, where an item is added and listed")
    func screen() throws {
        let run = try BuiltProgram.run("__command__-preview", [], input: "__command__\nadd tea\nlist\nquit\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("strata > __command__ > list\n__NAME__: 1 item: tea.\n"))
    }
}
