import Foundation
import PresentationTestSupport
import Testing

/// The project's own pseudo-terminal (Tests/TerminalRunner), which every terminal test runs the app on.
@Suite("TerminalRunner")
struct TerminalRunnerTests {
    @Test("the program's standard input and output are the terminal, and its exit status comes back")
    func terminalAndStatus() async throws {
        let result = try await AppProcess.run(
            ["/bin/sh", "-c", "test -t 0 && test -t 1 && echo on a terminal; exit 3"],
            stdin: "", executable: try TerminalSession.runner)
        #expect(result.status == 3)
        #expect(result.stdout.contains("on a terminal"))
    }

    @Test("Ctrl-C raises SIGINT in the program: the terminal is its controlling terminal")
    func controlC() async throws {
        // A cat that got the byte instead, or had SIGINT blocked, would read to the Ctrl-D and exit 0.
        let result = try await AppProcess.run(
            ["/bin/cat"], stdin: "\u{03}", executable: try TerminalSession.runner)
        #expect(result.status == 128 + SIGINT, "the terminal showed \(result.stdout.debugDescription)")
    }

    @Test("the end of standard input types Ctrl-D: the program reads what was typed, then its end")
    func endOfInput() async throws {
        let result = try await AppProcess.run(
            ["/bin/cat"], stdin: "typed\n", executable: try TerminalSession.runner)
        #expect(result.status == 0)
        // Once echoed by the terminal, once written by cat (BSD terminals may also echo the Ctrl-D).
        #expect(result.stdout.replacingOccurrences(of: "\r", with: "").hasPrefix("typed\ntyped\n"))
    }

    @Test("the program inherits its terminal and nothing of the runner's, such as the test's exit socket")
    func inheritsOnlyTheTerminal() async throws {
        // `ls` lists its own descriptors: 0 to 2, the terminal, and 3, the folder it reads. The socket by
        // which Foundation sees the runner exit sits higher; held by the program, it hid that exit.
        let result = try await AppProcess.run(
            ["/bin/ls", "/dev/fd"], stdin: "", executable: try TerminalSession.runner)
        #expect(result.status == 0)
        let descriptors = result.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(descriptors.contains(0) && descriptors.contains(2), "ls printed \(result.stdout)")
        #expect(descriptors.allSatisfy { $0 <= 3 }, "inherited: \(descriptors.filter { $0 > 3 })")
    }

    @Test("a program that cannot start: exit 127, and the runner says which")
    func cannotStart() async throws {
        let result = try await AppProcess.run(
            ["/nonexistent/program"], stdin: "", executable: try TerminalSession.runner)
        #expect(result.status == 127)
        #expect(result.stdout.contains("cannot start /nonexistent/program"))
    }
}
