import Foundation
import Presentation
import Testing

@Suite("TerminalStyle and widths")
struct TerminalStyleTests {
    @Test(
        "colour only on a terminal, never with NO_COLOR or TERM=dumb",
        arguments: [
            (true, [String: String](), true), (false, [:], false), (true, ["NO_COLOR": "1"], false),
            (true, ["NO_COLOR": ""], true), (true, ["TERM": "dumb"], false),
            (true, ["TERM": "xterm-256color"], true),
        ])
    func detection(isTerminal: Bool, environment: [String: String], colored: Bool) {
        #expect(TerminalStyle.detect(isTerminal: isTerminal, environment: environment).usesColor == colored)
    }

    @Test("errors are red only when colour is on; JSON never has colour")
    func redErrors() {
        let errors = BufferedOutput()
        TerminalRenderer(
            format: .text, output: BufferedOutput(), errorOutput: errors,
            style: TerminalStyle(usesColor: true)
        )
        .render(["x": 1], text: [], errors: ["bad"])
        #expect(errors.text == "\u{1B}[31mbad\u{1B}[0m\n")
        let plain = BufferedOutput()
        TerminalRenderer(format: .text, output: BufferedOutput(), errorOutput: plain).render(
            ["x": 1], text: [], errors: ["bad"])
        #expect(plain.text == "bad\n")
    }

    @Test("lines longer than the width are cut with an ellipsis")
    func widths() {
        let output = BufferedOutput()
        TerminalRenderer(format: .text, output: output, errorOutput: BufferedOutput(), width: 8)
            .render(["x": 1], text: ["12345678", "123456789"], errors: [])
        #expect(output.lines == ["12345678", "1234567…"])
    }

    @Test("a partial line is not a line until its newline arrives")
    func partialLines() {
        let output = BufferedOutput()
        output.write("users > ")
        #expect(output.lines.isEmpty)
        output.writeLine("open 2")
        #expect(output.lines == ["users > open 2"])
    }
}
