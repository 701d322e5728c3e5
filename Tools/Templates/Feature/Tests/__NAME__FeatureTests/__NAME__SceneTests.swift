import Presentation
import PresentationTestSupport
import Testing

@testable import __NAME__Feature

/// The scene as the configurator wires it: requests through interactor and presenter to the terminal.
@MainActor
@Suite("__NAME__ scene")
struct __NAME__SceneTests {
    @Test("items are trimmed and listed; an invalid one is refused by its position")
    func showItems() {
        let (output, errors) = (BufferedOutput(), BufferedOutput())
        let view = __NAME__Configurator.makeScene(
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors))
        view.show(items: [" tea ", "books"])
        view.show(items: ["tea", "\u{1B}[2J"])
        #expect(output.lines == ["__NAME__: 2 items: tea, books."])
        #expect(errors.lines == ["Item 2 is blank or holds a control character; type plain text."])
    }

    @Test("every word in every language: each key, its arguments, and in German on screen")
    func words() {
        #expect(WordsAudit.problems(languages: Language.supported.map(\.code)) == [])
        let (output, errors) = (BufferedOutput(), BufferedOutput())
        let view = __NAME__Configurator.makeScene(
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors, language: .german))
        view.show(items: ["Tee"])
        view.show(items: ["Tee", "Bücher"])
        view.show(items: [" "])
        #expect(output.lines == ["__NAME__: 1 Eintrag: Tee.", "__NAME__: 2 Einträge: Tee, Bücher."])
        #expect(errors.lines == ["Eintrag 1 ist leer oder enthält ein Steuerzeichen; geben Sie reinen Text ein."])
    }
}
