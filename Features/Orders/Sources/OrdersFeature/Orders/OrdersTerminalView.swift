import CLIKit
import OrdersDomain
import Presentation

/// The orders list on a terminal: observes its view model and draws each settled state.
@MainActor
final class OrdersTerminalView: TerminalScene {
    let viewModel: OrdersViewModel
    let title = "orders"
    private(set) var display: Document?
    /// The outcome of the last state rendered (a one-shot command exits with its code); nil until one
    /// is, and a command that displays nothing exits 70, a bug.
    private(set) var outcome: Outcome?
    private let terminal: TerminalRenderer
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
        self.terminal = terminal
        self.words = words
        self.placeOrder = placeOrder
        self.router = router
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    func appear() async { await load() }

    /// Loads the orders; returns the exit code of what it rendered.
    @discardableResult
    func load() async -> ExitCode {
        await viewModel.load()
        return exitCode
    }

    func stop() { viewModel.stop() }

    /// Read by the command line's parser: `place` takes its items as `orders place --item` does, checked
    /// by the same view model.
    var commands: [ScreenCommand] {
        var commands = [
            ScreenCommand.parsing(
                CommandSpec("retry", summary: "Try again after the orders could not be loaded.", example: []),
                help: words("orders.command.retry"), terminal: terminal
            ) { _ in
                if !(await self.viewModel.retry()) { self.terminal.note(self.words("orders.nothingToRetry")) }
            },
            ScreenCommand.parsing(
                CommandSpec("refresh", summary: "Load the orders again.", example: []),
                help: words("orders.command.refresh"), terminal: terminal
            ) { _ in await self.viewModel.load() },
            ScreenCommand.parsing(
                CommandSpec(
                    "open", summary: "Show an order on this list.",
                    arguments: [ArgumentSpec("id", help: "The order's id.")], example: ["O-1001"]),
                help: words("orders.command.open"), terminal: terminal
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
                    help: words("orders.command.place"), terminal: terminal
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
            if terminal.showsProgress {
                terminal.render(Document(outcome: .success), text: [words("orders.loading")], errors: [])
            }
            return
        case .loaded(let rows, let notice):
            let shown = Document(outcome: .success, rows: rows, notice: notice)
            display = shown
            outcome = .success
            var lines = TextTable().lines(
                rows.map { [$0.id, $0.status, words("orders.row", ["items": $0.items, "total": $0.total])] })
            if rows.isEmpty { lines = [words("orders.empty")] }
            terminal.render(shown, text: lines, errors: notice.map { [$0] } ?? [])
        case .failed(let outcome, let message, let canRetry):
            let shown = Document(outcome: outcome, message: message, canRetry: canRetry)
            display = shown
            self.outcome = outcome
            // The shell offers a `retry` command; a one-shot command is simply run again.
            let offer = terminal.showsProgress ? words("orders.retry.shell") : words("orders.retry.later")
            terminal.render(shown, text: [], errors: [message] + (canRetry ? [offer] : []))
        }
    }

    /// What the view renders for one state: the JSON form (the text is made beside it).
    struct Document: Equatable, Sendable, Encodable {
        let outcome: Outcome
        var rows: [OrdersViewModel.Row]?
        var notice: String?
        var message: String?
        var canRetry: Bool?
    }
}
