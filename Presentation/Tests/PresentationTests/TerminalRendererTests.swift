import Presentation
import Testing

@Suite("TerminalRenderer")
struct TerminalRendererTests {
    struct Model: Encodable {
        let summary: String?
        let count: Int
    }

    let output = BufferedOutput()
    let errors = BufferedOutput()

    @Test("text mode sends results to the output and errors to the error output")
    func textMode() {
        let renderer = TerminalRenderer(format: .text, output: output, errorOutput: errors)
        renderer.render(Model(summary: "ok", count: 1), text: ["ok"], errors: ["bad"])
        #expect(output.lines == ["ok"])
        #expect(errors.lines == ["bad"])
    }

    @Test("JSON mode writes the model alone, keys sorted, nil fields omitted")
    func jsonMode() {
        let renderer = TerminalRenderer(format: .json, output: output, errorOutput: errors)
        renderer.render(Model(summary: nil, count: 2), text: ["ignored"], errors: ["ignored too"])
        #expect(output.lines == [#"{"count":2}"#])
        #expect(errors.lines.isEmpty)
    }

    @Test("JSON escapes quotes and control characters")
    func jsonEscaping() {
        #expect(
            TerminalRenderer.json(Model(summary: "a\"b\n/", count: 0)) == #"{"count":0,"summary":"a\"b\n/"}"#)
    }
}
