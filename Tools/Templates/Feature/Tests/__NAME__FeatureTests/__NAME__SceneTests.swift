import Presentation
import Testing

@testable import __NAME__Feature

@MainActor
@Suite("__NAME__ scene")
struct __NAME__SceneTests {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    let view: __NAME__TerminalView

    init() {
        view = __NAME__Configurator.makeScene(
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors))
    }

    @Test("items are trimmed and listed")
    func listsItems() {
        view.show(items: [" tea ", "books"])
        #expect(view.model?.summary == "__NAME__: 2 items: tea, books.")
        #expect(output.lines == ["__NAME__: 2 items: tea, books."])
    }

    @Test("no items is a success with its own message")
    func empty() {
        view.show(items: [])
        #expect(view.model == .init(outcome: .success, summary: "__NAME__: no items yet.", error: nil))
    }

    @Test(
        "the first blank item is refused by position",
        arguments: [(["", "x"], 1), (["x", "  "], 2), (["x", "y", "\t"], 3)])
    func blank(items: [String], position: Int) {
        view.show(items: items)
        #expect(view.model?.outcome == .invalidInput)
        #expect(errors.lines == ["Item \(position) is blank; give it some text."])
    }

    @Test("an item with a control character is refused by position, and nothing is shown")
    func controlCharacter() {
        view.show(items: ["tea", "\u{1B}[2J"])
        #expect(view.model?.outcome == .invalidInput)
        #expect(errors.lines == ["Item 2 holds a control character; type text only."])
        #expect(output.lines.isEmpty)
    }

    @Test("the scene graph is released when the view goes away")
    func released() {
        weak var weakView: __NAME__TerminalView?
        weak var weakPresenter: __NAME__Presenter?
        do {
            let presenter = __NAME__Presenter()
            let view = __NAME__TerminalView(interactor: __NAME__Interactor(presenter: presenter), terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors))
            presenter.view = view
            view.show(items: ["a"])
            weakView = view
            weakPresenter = presenter
        }
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
    }
}
