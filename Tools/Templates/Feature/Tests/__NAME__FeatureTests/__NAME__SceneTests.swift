import Presentation
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
}
