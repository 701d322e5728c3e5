import Foundation
import TestExecutables
import Testing

/// How the tests find the executables they start: the variable first, then beside the test bundle.
@Suite("BuiltExecutable")
struct BuiltExecutableTests {
    @Test("the variable, when set, is the executable")
    func variableFirst() throws {
        let runner = try BuiltExecutable.locate("TerminalRunner", variable: "RUNNER", environment: [:])
        let found = try BuiltExecutable.locate("app", variable: "APP", environment: ["APP": runner.path])
        #expect(found == runner)
    }

    @Test("without the variable, the executable built beside the test bundle")
    func besideTheBundle() throws {
        let found = try BuiltExecutable.locate("TerminalRunner", variable: "RUNNER", environment: [:])
        #expect(found.lastPathComponent == "TerminalRunner")
        #expect(FileManager.default.isExecutableFile(atPath: found.path))
    }

    @Test("a variable that names no executable fails, naming the variable and the path")
    func variableNamesNothing() {
        #expect {
            try BuiltExecutable.locate("app", variable: "APP", environment: ["APP": "/nonexistent/app"])
        } throws: { "\($0)" == "APP=/nonexistent/app is not an executable file" }
    }

    @Test("no executable anywhere fails, naming the variable to set")
    func nowhere() {
        #expect {
            try BuiltExecutable.locate("no-such-executable", variable: "NO_SUCH_BINARY", environment: [:])
        } throws: {
            "\($0)".contains("no built 'no-such-executable'") && "\($0)".contains("set NO_SUCH_BINARY")
        }
    }
}
