import Domain
import Presentation
import PresentationTestSupport
import Testing
import __NAME__DomainTestSupport

@testable import __NAME__Feature

/// The scene as the configurator wires it, over the fake store: interactor, presenter, terminal.
@MainActor
@Suite("__NAME__ scene")
struct __NAME__SceneTests {
    @Test("items added are stored and listed; an invalid one stores nothing; a failing store is reported")
    func addAndList() async {
        let (output, errors) = (BufferedOutput(), BufferedOutput())
        let terminal = TerminalRenderer(format: .text, output: output, errorOutput: errors)
        let view = __NAME__Configurator.makeScene(store: Fake__NAME__Store(), terminal: terminal)
        await view.show(adding: [" tea ", "books"])
        await view.show(adding: ["cake", "\u{1B}[2J"])
        await view.show(adding: [])
        await __NAME__Configurator.makeScene(store: Fake__NAME__Store(failing: .busy), terminal: terminal)
            .show(adding: [])
        #expect(output.lines == ["__NAME__: 2 items: tea, books.", "__NAME__: 2 items: tea, books."])
        #expect(errors.lines.first == "Item 2 is blank or holds a control character; type plain text.")
        #expect(errors.lines.last == StorageWording.message(for: .busy, in: .english))
    }

    @Test("every word in every language: each key, its arguments, and in German on screen")
    func words() async {
        #expect(WordsAudit.problems(languages: Language.supported.map(\.code)) == [])
        let (output, errors) = (BufferedOutput(), BufferedOutput())
        let terminal = TerminalRenderer(format: .text, output: output, errorOutput: errors, language: .german)
        let view = __NAME__Configurator.makeScene(store: Fake__NAME__Store(), terminal: terminal)
        await view.show(adding: [])
        await view.show(adding: ["Tee"])
        await view.show(adding: [" "])
        #expect(output.lines == ["__NAME__: noch keine Einträge.", "__NAME__: 1 Eintrag: Tee."])
        #expect(errors.lines == ["Eintrag 1 ist leer oder enthält ein Steuerzeichen; geben Sie reinen Text ein."])
    }
}
