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

    @Test("every leaf command of the table reaches a handler")
    func everyLeafIsHandled() async {
        for path in Application.root.leafPaths {
            let group = CommandGroups.all.first { $0.spec.name == path.first }
            let context = ProcessContext(
                environment: [:], output: BufferedOutput(), errorOutput: BufferedOutput())
            let code: ExitCode?
            do {
                code = try await group?.run(Invocation(path: path), in: context)
            } catch {
                code = error.code  // a refused --db or --api is handled too
            }
            #expect(code != nil && code != .internalError, "no handler for \(path)")
        }
    }

    @Test("group names are unique")
    func uniqueNames() {
        let names = CommandGroups.all.map { $0.spec.name }
        #expect(Set(names).count == names.count)
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
