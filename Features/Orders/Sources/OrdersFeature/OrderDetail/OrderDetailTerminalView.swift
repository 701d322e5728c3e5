import CLIKit
import Domain
import OrdersDomain
import Presentation

/// One order on a terminal: `orders show <id>`, and the screen the orders screen's `open <id>` pushes.
@MainActor
final class OrderDetailTerminalView: OutputScene {
    let viewModel: OrderDetailViewModel
    let id: Order.ID
    let output: SceneOutput
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
        self.output = SceneOutput(terminal)
        self.words = words
        self.router = router
        viewModel.state.onChange = { [weak self] state in self?.render(state) }
    }

    var title: String { id.rawValue }

    func appear() async { await viewModel.load(id) }

    func stop() { viewModel.stop() }

    var commands: [ScreenCommand] {
        [
            ScreenCommand.parsing(
                CommandSpec("stock", summary: "Show the stock of every product.", example: []),
                help: words("detail.command.stock"), terminal: output.terminal
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
            output.show(Document(outcome: .success, order: screen), text: lines)
        case .failed(let outcome, let message):
            output.show(Document(outcome: outcome, message: message), errors: [message])
        }
    }

    /// What the view renders for one state: the JSON form (the text is made beside it).
    struct Document: Equatable, Sendable, ShowsOutcome {
        let outcome: Outcome
        var order: OrderDetailViewModel.Detail?
        var message: String?
    }
}
