import Foundation
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

    @Test("an error prefix starts every error line, and no result line")
    func errorPrefix() {
        let renderer = TerminalRenderer(
            format: .text, output: output, errorOutput: errors, errorPrefix: "app: ")
        renderer.render(Model(summary: "ok", count: 1), text: ["ok"], errors: ["bad", "worse"])
        #expect(output.lines == ["ok"])
        #expect(errors.lines == ["app: bad", "app: worse"])
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

    @Test("JSON writes bidirectional controls as escapes, and a script reads back the same string")
    func jsonBidirectionalControls() throws {
        let summary = "Ada\u{202E}evil\u{2066}x\u{61C}"
        let text = TerminalRenderer.json(Model(summary: summary, count: 1))
        #expect(text == #"{"count":1,"summary":"Ada\u202Eevil\u2066x\u061C"}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(decoded?["summary"] as? String == summary)
    }

    @Test("control characters in text are shown as escapes, so they cannot act on the terminal")
    func controlCharacters() {
        let renderer = TerminalRenderer(format: .text, output: output, errorOutput: errors)
        renderer.render(Model(summary: nil, count: 0), text: ["a\u{1B}[2Jb\tc"], errors: ["\u{07}bell\u{9B}"])
        #expect(output.lines == ["a\\u{1B}[2Jb\tc"])
        #expect(errors.lines == ["\\u{7}bell\\u{9B}"])
    }

    @Test(
        "a bidirectional control is shown as an escape, so it cannot reorder the rest of the line",
        arguments: [
            0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C,
        ])
    func bidirectionalControls(code: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(code))
        let renderer = TerminalRenderer(format: .text, output: output, errorOutput: errors)
        renderer.render(Model(summary: nil, count: 0), text: ["Ada \(scalar)gnirts"], errors: ["x\(scalar)"])
        let escape = "\\u{\(String(code, radix: 16, uppercase: true))}"
        #expect(output.lines == ["Ada \(escape)gnirts"])
        #expect(errors.lines == ["x\(escape)"])
        // Letters of right-to-left scripts are text, not controls: they are shown as they are.
        #expect(TerminalText.printable("שלום مرحبا") == "שלום مرحبا")
    }

    @Test("an echoed value is quoted, printable and cut short with its full length")
    func excerpts() {
        #expect(TerminalText.quoted("abc") == "'abc'")
        #expect(TerminalText.quoted("x\u{1B}") == "'x\\u{1B}'")
        #expect(TerminalText.quoted("") == "''")
        #expect(TerminalText.quoted("\t ") == "'\\t '")
        #expect(TerminalText.excerpt(String(repeating: "9", count: 100), limit: 3) == "999… (100 characters)")
        #expect(TerminalText.excerpt("", limit: 3) == "")
    }

    @Test("JSON for a terminal that is not UTF-8 escapes every character beyond ASCII, as JSON writes it")
    func asciiJSON() {
        struct Model: Encodable { let name: String }
        #expect(TerminalRenderer.json(Model(name: "Müller 😀")) == #"{"name":"Müller 😀"}"#)
        #expect(
            TerminalRenderer.json(Model(name: "Müller 😀"), ascii: true)
                == #"{"name":"M\u00FCller \uD83D\uDE00"}"#)
        let output = BufferedOutput()
        let latin = Language(code: "de", localeIdentifier: "de_DE", codeset: .latin1)
        TerminalRenderer(format: .json, output: output, errorOutput: output, language: latin)
            .render(Model(name: "ü"), text: [], errors: [])
        #expect(output.lines == [#"{"name":"\u00FC"}"#])
    }
}
