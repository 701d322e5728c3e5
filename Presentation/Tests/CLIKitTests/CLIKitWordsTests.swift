import CLIKit
import Presentation
import Testing

@Suite("CLIKit's words")
struct CLIKitWordsTests {
    @Test("a refusal is said in the language it is reported in, with the same exit code")
    func refusalInGerman() {
        let output = BufferedOutput()
        let errors = BufferedOutput()
        let program = CommandLineProgram(
            commands: CommandSpec("app", summary: "", subcommands: [CommandSpec("plan", summary: "")]),
            version: "1", language: .german, output: output, errorOutput: errors)
        guard case .done(let code) = program.read(["plan", "--bogus"]) else {
            Issue.record("a bad option ran")
            return
        }
        #expect(code == .usage)
        #expect(
            errors.lines == [
                "app: unbekannte Option '--bogus' für 'app plan'.",
                "Mit 'app plan --help' erfahren Sie, wie der Befehl aufgerufen wird.",
            ])
    }

    @Test("a number's refusal names the caller's words for it, in German")
    func numberInGerman() {
        #expect(throws: CommandFailure.self) {
            try Invocation.wholeNumber("0", from: 1, naming: { $0 == .german ? "Die Seite" : "The page" })
        }
        do {
            _ = try Invocation.wholeNumber(
                "x", from: 1, through: 9, naming: { $0 == .german ? "Die Seite" : "The page" })
        } catch {
            #expect(
                error.message(in: .german)
                    == "Die Seite muss eine ganze Zahl von 1 bis 9 sein; 'x' ist keine ganze Zahl.")
            #expect(
                error.message == "The page must be a whole number from 1 to 9; 'x' is not a whole number.")
        }
    }
}
