import CLIKit
import Presentation
import Testing

/// A screen command is read by the command line's parser: what it refuses never runs.
@MainActor
@Suite("ScreenCommand.parsing")
struct ScreenCommandTests {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    var terminal: TerminalRenderer { TerminalRenderer(format: .text, output: output, errorOutput: errors) }

    /// `save [<revision>]`, which records each revision it was run with.
    func save(_ ran: @escaping @MainActor (Int?) -> Void) -> ScreenCommand {
        ScreenCommand.parsing(
            CommandSpec(
                "save", summary: "Save.",
                arguments: [ArgumentSpec("revision", help: "A revision.", count: .optional)], example: ["0"],
                writes: true),
            help: "Save the plan.", terminal: terminal
        ) { invocation throws(CommandFailure) in
            guard let text = invocation.arguments.first else { return ran(nil) }
            ran(try Invocation.wholeNumber(text, from: 0, naming: { _ in "--revision" }))
        }
    }

    @Test("usage, help, example and whether it writes come from the spec")
    func describedBySpec() {
        let command = save { _ in }
        #expect(command.name == "save")
        #expect(command.usage == "save [<revision>]")
        #expect(command.help == "Save the plan.")
        #expect(command.example == ["0"])
        #expect(command.writes)
    }

    @Test("valid words run it with the parsed values")
    func runs() async {
        var ran: [Int?] = []
        let command = save { ran.append($0) }
        #expect(await command.run([]) == nil)
        _ = await command.run(["3"])
        #expect(ran == [nil, 3])
        #expect(errors.text.isEmpty)
    }

    @Test(
        "an extra word or a bad value is refused with the command line's message, and nothing runs",
        arguments: [
            (["1", "2"], "unexpected argument '2' for 'save'."),
            (
                ["abc"],
                "--revision must be a whole number of at least 0; 'abc' is not a whole number."
            ),
            (
                ["1x"],
                "--revision must be a whole number of at least 0; '1x' is not a whole number."
            ),
            (
                ["-1"],
                "--revision must be a whole number of at least 0; '-1' is out of range."
            ),
            (["--force"], "unknown option '--force' for 'save'."),
        ])
    func refuses(words: [String], message: String) async {
        var ran: [Int?] = []
        let command = save { ran.append($0) }
        #expect(await command.run(words) == nil)
        #expect(ran.isEmpty)
        #expect(errors.lines == [message])
        #expect(output.text.isEmpty)
    }

    @Test("--help among the words shows how the command is typed, and runs nothing")
    func help() async {
        var ran: [Int?] = []
        _ = await save { ran.append($0) }.run(["--help"])
        #expect(ran.isEmpty)
        #expect(output.lines == ["save [<revision>]: Save the plan."])
    }

    @Test("a command that asks hands its question to the shell")
    func asking() async {
        let command = ScreenCommand.asking(
            CommandSpec(
                "make", summary: "Make.", arguments: [ArgumentSpec("pages", help: "")], example: ["3"]),
            help: "Make a plan.", terminal: terminal
        ) { invocation in
            ScreenPrompt("Again for \(invocation.arguments.first ?? "")?") { _ in }
        }
        #expect(await command.run(["3"])?.question == "Again for 3?")
        #expect(await command.run([]) == nil)
        #expect(errors.lines == ["missing argument <pages> for 'make'."])
    }
}
