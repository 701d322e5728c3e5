import CLIKit
import Presentation
import Testing

@testable import AppCore

/// Runs the app in memory through its composition root.
@MainActor
@Suite("Application")
struct ApplicationTests {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    var app: Application {
        Application(context: ProcessContext(environment: [:], output: output, errorOutput: errors))
    }

    @Test("every leaf command runs its example on a fresh database, and prints one JSON document with --json")
    func everyLeafRunsItsExample() async throws {
        for (path, command) in Application.root.leaves {
            let example = try #require(command.example, "\(path) has no example")
            let database = command.takes(CommonOptions.database) ? ["--db", ":memory:"] : []
            let json = command.takes(CommonOptions.json) ? ["--json"] : []
            let output = BufferedOutput()
            let errors = BufferedOutput()
            let app = Application(
                context: ProcessContext(
                    environment: [:], output: output, errorOutput: errors, input: ScriptedInput([])))
            #expect(await app.run(path + example + database + json) == .success, "\(path): \(errors.text)")
            if !json.isEmpty {
                #expect(output.lines.count == 1, "\(path) printed \(output.lines.count) lines")
            }
        }
    }

    @Test("scene and command names are unique, and every scene has a screen")
    func uniqueNames() {
        let names = Application.root.subcommands.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(RegisteredFeatures.scenes.allSatisfy { !$0.screenSummary.isEmpty })
    }

    @Test("a failure with --json is one JSON document on standard output, and the message on standard error")
    func jsonFailure() async throws {
        #expect(await app.run(["users", "show", "0", "--json"]) == .invalidInput)
        #expect(
            output.lines == [#"{"error":"The user id must be a whole number, 1 or more.","exitCode":65}"#])
        #expect(errors.lines == ["app: The user id must be a whole number, 1 or more."])
        #expect(await app.run(["users", "show", "--json", "--bogus"]) == .usage)
        #expect(output.lines.count == 2)
        #expect(output.lines.last?.hasPrefix(#"{"error":"unknown option '--bogus'"#) == true)
    }

    @Test("plan make wires the scene and maps an invalid field to exit 65")
    func planMake() async {
        #expect(await app.run(["plan", "make", "--pages", "300", "--days", "30"]) == .success)
        #expect(output.lines == ["Read up to 10 pages per day."])
        #expect(await app.run(["plan", "make", "--pages", "300", "--days", "400"]) == .invalidInput)
        #expect(errors.lines == ["Enter 1 to 365 days."])
    }

    @Test("a usage error names the command and its help")
    func usageError() async {
        #expect(await app.run(["plan", "make", "--pages", "1", "--days", "1", "--x"]) == .usage)
        #expect(
            errors.lines == [
                "app: unknown option '--x' for 'app plan make'.", "Run 'app plan make --help' for usage.",
            ])
        #expect(output.lines.isEmpty)
    }
}
