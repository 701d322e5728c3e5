import CLIKit
import Domain
import OrdersDomain
import Presentation

/// One order on a terminal: `orders show <id>`, and the screen the orders screen's `open <id>` pushes.
@MainActor
final class OrderDetailTerminalView: TerminalScene {
    let viewModel: OrderDetailViewModel
    let id: Order.ID
    private(set) var display: Document?
    /// The outcome of the last state rendered (a one-shot command exits with its code); nil until one
    /// is, and a command that displays nothing exits 70, a bug.
    private(set) var outcome: Outcome?
    private let terminal: TerminalRenderer
    /// The screen's own lines and commands, in the terminal's language.
    private let words: Words
    /// Opens the inventory screen: the `stock` verb.
    private let router: OrdersRouter

    init(
        id: Order.ID, viewModel: OrderDetailViewModel, terminal: TerminalRenderer, words: Words,
        router: OrdersRouter
    ) {
        self.id = id
        self.viewModel = viewModel
        self.terminal = terminal
        self.words = words
        self.router = router
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    var title: String { id.rawValue }

    func appear() async { await load() }

    /// Shows the order; returns the exit code of what it rendered.
    @discardableResult
    func load() async -> ExitCode {
        await viewModel.load(id)
        return exitCode
    }

    func stop() { viewModel.stop() }

    var commands: [ScreenCommand] {
        [
            ScreenCommand.parsing(
                CommandSpec("stock", summary: "Show the stock of every product.", example: []),
                help: words("detail.command.stock"), terminal: terminal
            ) { _ in await self.router.openStock() }
        ]
    }

    func render(_ state: OrderDetailViewModel.State) {
        switch state {
        case .idle:
            return
        case .loaded(let screen):
            let lines =
                [words("detail.heading", ["id": screen.id, "status": screen.status])]
                + screen.lines.map { "  " + $0 } + ["  " + words("detail.total", ["total": screen.total])]
            show(Document(outcome: .success, order: screen), text: lines, errors: [])
        case .failed(let outcome, let message):
            show(Document(outcome: outcome, message: message), text: [], errors: [message])
        }
    }

    private func show(_ shown: Document, text: [String], errors: [String]) {
        display = shown
        outcome = shown.outcome
        terminal.render(shown, text: text, errors: errors)
    }

    /// What the view renders for one state: the JSON form (the text is made beside it).
    struct Document: Equatable, Sendable, Encodable {
        let outcome: Outcome
        var order: OrderDetailViewModel.Detail?
        var message: String?
    }
}
