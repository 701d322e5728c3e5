import CLIKit
import OrdersDomain
import Presentation

/// The orders list on a terminal: observes its view model and draws each settled state.
@MainActor
final class OrdersTerminalView: OutputScene {
    let viewModel: OrdersViewModel
    let title = "orders"
    let output: SceneOutput
    /// The screen's own lines and commands, in the terminal's language.
    private let words: Words
    /// Places an order from `SKU:QTY` words, showing its outcome; true when it was placed.
    private let placeOrder: (@MainActor ([String]) async -> Bool)?
    /// Opens an order's detail screen.
    private let router: OrdersRouter

    /// Without `placeOrder` the screen offers no `place` verb.
    init(
        viewModel: OrdersViewModel, terminal: TerminalRenderer, words: Words, router: OrdersRouter,
        placeOrder: (@MainActor ([String]) async -> Bool)? = nil
    ) {
        self.viewModel = viewModel
        self.output = SceneOutput(terminal)
        self.words = words
        self.placeOrder = placeOrder
        self.router = router
        viewModel.state.onChange = { [weak self] state in self?.render(state) }
    }

    func appear() async { await viewModel.load() }

    func stop() { viewModel.stop() }

    /// Read by the command line's parser: `place` takes its items as `orders place --item` does, checked
    /// by the same view model.
    var commands: [ScreenCommand] {
        var commands = [
            ScreenCommand.parsing(
                CommandSpec("retry", summary: "Try again after the orders could not be loaded.", example: []),
                help: words("orders.command.retry"), terminal: output.terminal
            ) { _ in
                if !(await self.viewModel.retry()) {
                    self.output.terminal.note(self.words("orders.nothingToRetry"))
                }
            },
            ScreenCommand.parsing(
                CommandSpec("refresh", summary: "Load the orders again.", example: []),
                help: words("orders.command.refresh"), terminal: output.terminal
            ) { _ in await self.viewModel.load() },
            ScreenCommand.parsing(
                CommandSpec(
                    "open", summary: "Show an order on this list.",
                    arguments: [ArgumentSpec("id", help: "The order's id.")], example: ["O-1001"]),
                help: words("orders.command.open"), terminal: output.terminal
            ) { invocation throws(CommandFailure) in
                let typed = invocation.arguments[0]
                guard let id = self.viewModel.listed(typed) else {
                    throw CommandFailure(
                        code: .invalidInput,
                        message: Words.said(by: Words.orders) { words in
                            words("orders.notListed", ["id": TerminalText.quoted(typed)])
                        })
                }
                await self.router.openOrder(id)
            },
        ]
        if let placeOrder {
            commands.append(
                ScreenCommand.parsing(
                    CommandSpec(
                        "place", summary: "Place an order, then show the list.",
                        arguments: [
                            ArgumentSpec(
                                "SKU:QTY",
                                help:
                                    "A product and a quantity of \(Quantity.range.lowerBound) to \(Quantity.range.upperBound).",
                                count: .rest)
                        ],
                        example: ["TEA-GREEN:2"], writes: true),
                    help: words("orders.command.place"), terminal: output.terminal
                ) { invocation in
                    if await placeOrder(invocation.arguments) { await self.viewModel.load() }
                })
        }
        return commands
    }

    func render(_ state: OrdersViewModel.State) {
        switch state {
        case .idle:
            return
        case .loading:
            output.progress(Document(outcome: .success), words("orders.loading"))
        case .loaded(let rows, let notice):
            var lines = TextTable().lines(
                rows.map { [$0.id, $0.status, words("orders.row", ["items": $0.items, "total": $0.total])] })
            if rows.isEmpty { lines = [words("orders.empty")] }
            output.show(
                Document(outcome: .success, rows: rows, notice: notice), text: lines,
                errors: notice.map { [$0] } ?? [])
        case .failed(let outcome, let message, let canRetry):
            // The shell offers a `retry` command; a one-shot command is simply run again.
            let offer =
                output.terminal.showsProgress ? words("orders.retry.shell") : words("orders.retry.later")
            output.show(
                Document(outcome: outcome, message: message, canRetry: canRetry),
                errors: [message] + (canRetry ? [offer] : []))
        }
    }

    /// What the view renders for one state: the JSON form (the text is made beside it).
    struct Document: Equatable, Sendable, ShowsOutcome {
        let outcome: Outcome
        var rows: [OrdersViewModel.Row]?
        var notice: String?
        var message: String?
        var canRetry: Bool?
    }
}
