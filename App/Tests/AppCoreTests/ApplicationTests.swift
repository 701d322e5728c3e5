import CLIKit
import Foundation
import Presentation
import Testing

@testable import AppCore
@testable import Composition

/// Runs the app in memory through its composition root.
@MainActor
@Suite("Application")
struct ApplicationTests {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    /// The whole command table of the app with its registered features, from which the rows of these
    /// tests derive.
    static let commands = Application.commandTable(RegisteredFeatures.commands)

    var app: Application {
        Application(context: ProcessContext(environment: [:], output: output, errorOutput: errors))
    }

    @Test("every leaf command runs its example on a fresh database")
    func everyLeafRunsItsExample() async throws {
        for (path, command) in Self.commands.leaves {
            let example = try #require(command.example, "\(path) has no example")
            let run = await Self.run(path + example, database: command.takes(CommonOptions.database))
            #expect(run.code == .success, "\(path): \(run.errors)")
        }
    }

    @Test("with --json, every leaf command prints exactly one JSON document, valid arguments or not")
    func everyLeafPrintsOneJSONDocument() async throws {
        for (path, command) in Self.commands.leaves {
            let example = try #require(command.example, "\(path) has no example")
            let valid = await Self.run(
                path + example + ["--json"], database: command.takes(CommonOptions.database))
            // A command without --json (the shell, completion) refuses it, as one document too.
            #expect(valid.code == (command.takes(CommonOptions.json) ? .success : .usage), "\(path)")
            #expect(Self.isOneJSONObject(valid.output), "\(path): \(valid.output)")
            let invalid = await Self.run(
                path + example + ["--json", "--bogus"], database: command.takes(CommonOptions.database))
            #expect(invalid.code == .usage, "\(path)")
            #expect(Self.isOneJSONObject(invalid.output), "\(path): \(invalid.output)")
        }
    }

    /// Runs one command line in memory, on a fresh in-memory database when the command takes one.
    static func run(_ arguments: [String], database: Bool) async -> (
        code: ExitCode, output: [String], errors: String
    ) {
        let output = BufferedOutput()
        let errors = BufferedOutput()
        let app = Application(
            context: ProcessContext(
                environment: [:], output: output, errorOutput: errors, input: ScriptedInput([])))
        let code = await app.run(arguments + (database ? ["--db", ":memory:"] : []))
        return (code, output.lines, errors.text)
    }

    /// Whether `lines` is one line holding one JSON object.
    static func isOneJSONObject(_ lines: [String]) -> Bool {
        guard lines.count == 1 else { return false }
        return (try? JSONSerialization.jsonObject(with: Data(lines[0].utf8))) is [String: Any]
    }

    @Test("--help at every level is plain text: no Markdown backticks or emphasis")
    func helpIsPlainText() async {
        var paths: [[String]] = [[]]
        var index = 0
        while index < paths.count {
            let command = Self.commands.descendant(paths[index])
            paths += command?.subcommands.map { paths[index] + [$0.name] } ?? []
            index += 1
        }
        #expect(paths.count > Self.commands.leaves.count)
        for path in paths {
            let run = await Self.run(path + ["--help"], database: false)
            #expect(run.code == .success)
            let text = run.output.joined(separator: "\n")
            #expect(!text.contains("`") && !text.contains("**"), "\(path): \(text)")
        }
    }

    @Test("scene and command names are unique, and every scene has a screen")
    func uniqueNames() {
        let names = Self.commands.subcommands.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(RegisteredFeatures.scenes.allSatisfy { !$0.summary.isEmpty })
    }

    @Test("a failure with --json is one JSON document on standard output, and the message on standard error")
    func jsonFailure() async throws {
        #expect(await app.run(["users", "show", "0", "--json"]) == .invalidInput)
        #expect(
            output.lines == [
                #"{"error":"The user id must be a whole number of at least 1; '0' is out of range.","exitCode":65}"#
            ])
        #expect(
            errors.lines == [
                "app: The user id must be a whole number of at least 1; '0' is out of range."
            ])
        #expect(await app.run(["users", "show", "--json", "--bogus"]) == .usage)
        #expect(output.lines.count == 2)
        #expect(output.lines.last?.hasPrefix(#"{"error":"unknown option '--bogus'"#) == true)
    }

    @Test("plan make wires the scene and maps an invalid field to exit 65")
    func planMake() async {
        #expect(await app.run(["plan", "make", "--pages", "300", "--days", "30"]) == .success)
        #expect(output.lines == ["Read up to 10 pages per day."])
        #expect(await app.run(["plan", "make", "--pages", "300", "--days", "400"]) == .invalidInput)
        #expect(errors.lines == ["app: Enter 1 to 365 days."])
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
