import CLIKit
import Domain
import Presentation
import Testing
import __NAME__Domain
import __NAME__DomainTestSupport

@testable import __NAME__Feature

@MainActor
@Suite("__NAME__ scene")
struct __NAME__SceneTests {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    let store = Fake__NAME__Store()
    let view: __NAME__TerminalView

    init() {
        view = __NAME__Configurator.makeScene(
            store: store, terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors))
    }

    @Test("items added are trimmed, stored in order and listed")
    func addThenList() async {
        await view.add(items: [" tea ", "books"])
        #expect(view.model?.summary == "__NAME__: added 2 items: tea, books.")
        #expect(await store.stored.map(\.text) == ["tea", "books"])
        await view.list()
        #expect(view.model == .init(outcome: .success, summary: "__NAME__: 2 items: tea, books.", items: ["tea", "books"], error: nil))
        #expect(output.lines == ["__NAME__: added 2 items: tea, books.", "__NAME__: 2 items: tea, books."])
    }

    @Test("an empty store lists no items, as a success")
    func empty() async {
        await view.list()
        #expect(view.model == .init(outcome: .success, summary: "__NAME__: no items yet.", items: [], error: nil))
    }

    @Test(
        "an invalid item is refused by position, and nothing is stored",
        arguments: [
            (["", "tea"], "Item 1 is blank; give it some text."),
            (["tea", "\u{1B}[2J\u{07}x"], "Item 2 holds control characters; type plain text."),
            (["tea", "books", String(repeating: "x", count: 201)], "Item 3 is 201 characters long; an item is 1 to 200 characters."),
            ([], "Give at least one item."),
        ])
    func invalid(items: [String], message: String) async {
        await view.add(items: items)
        #expect(view.model?.outcome == .invalidInput)
        #expect(errors.lines == [message])
        #expect(await store.addCount == 0)
    }

    @Test("a storage failure is 'unavailable', worded as every scene words it")
    func unavailable() async {
        await store.failNext(with: .busy)
        await view.list()
        #expect(view.model?.outcome == .unavailable)
        #expect(errors.lines == [StorageWording.message(for: .busy)])
        await store.failNext(with: .readOnly)
        await view.add(items: ["tea"])
        #expect(view.model?.outcome == .unavailable)
        #expect(await store.stored.isEmpty)
    }

    @Test("the shell's add takes the rest of the line as one item")
    func shellCommands() async throws {
        let add = try #require(view.commands.first { $0.name == "add" })
        _ = await add.run(["green", "tea"])
        #expect(await store.stored.map(\.text) == ["green tea"])
        await view.appear()
        #expect(output.lines.last == "__NAME__: 1 item: green tea.")
    }

    @Test("a stopped scene draws nothing")
    func stopped() async {
        view.stop()
        await view.list()
        #expect(view.model == nil)
        #expect(output.lines.isEmpty)
    }

    @Test("the entry runs add and list with their exit codes")
    func entry() async throws {
        let store = self.store
        // The app's adapters are the fake store itself: the entry finds its port in them.
        let scene = try #require(__NAME__Entry.make(store: { (ports: Fake__NAME__Store) in ports }).first)
        let terminal = TerminalRenderer(format: .json, output: output, errorOutput: errors)
        let run = { (invocation: Invocation) async throws -> ExitCode in try await scene.read(invocation)(store, terminal) }
        let added = try await run(Invocation(path: ["__command__", "add"], values: ["item": ["tea"]]))
        let refused = try await run(Invocation(path: ["__command__", "add"], values: ["item": [" "]]))
        let listed = try await run(Invocation(path: ["__command__", "list"]))
        await store.failNext(with: .busy)
        let failed = try await run(Invocation(path: ["__command__", "list"]))
        #expect([added, refused, listed, failed] == [.success, .invalidInput, .success, .unavailable])
        #expect(output.lines[2] == #"{"items":["tea"],"outcome":"success","summary":"__NAME__: 1 item: tea."}"#)
    }

    @Test("the scene graph is released when the view goes away")
    func released() async {
        weak var weakView: __NAME__TerminalView?
        weak var weakPresenter: __NAME__Presenter?
        do {
            let presenter = __NAME__Presenter()
            let interactor = __NAME__Interactor(worker: __NAME__Worker(store: store), presenter: presenter)
            let view = __NAME__TerminalView(
                interactor: interactor, terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors))
            presenter.view = view
            await view.list()
            weakView = view
            weakPresenter = presenter
        }
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
    }
}
