import CLIKit
import Presentation

/// The inventory on a terminal.
@MainActor
final class InventoryTerminalView: TerminalScene {
    let viewModel: InventoryViewModel
    let title = "inventory"
    private(set) var display: Document?
    /// The outcome of the last state rendered (a one-shot command exits with its code); nil until one
    /// is, and a command that displays nothing exits 70, a bug.
    private(set) var outcome: Outcome?
    private let terminal: TerminalRenderer
    /// The screen's own lines and commands, in the terminal's language.
    private let words: Words

    init(viewModel: InventoryViewModel, terminal: TerminalRenderer, words: Words) {
        self.viewModel = viewModel
        self.terminal = terminal
        self.words = words
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    func appear() async { await load() }

    /// Loads the stock; returns the exit code of what it rendered.
    @discardableResult
    func load() async -> ExitCode {
        await viewModel.load()
        return exitCode
    }

    func stop() { viewModel.stop() }

    var commands: [ScreenCommand] {
        [
            ScreenCommand.parsing(
                CommandSpec("refresh", summary: "Load the stock again.", example: []),
                help: words("inventory.command.refresh"), terminal: terminal
            ) { _ in await self.viewModel.load() }
        ]
    }

    func render(_ state: InventoryViewModel.State) {
        switch state {
        case .idle:
            return
        case .loaded(let rows):
            let lines = TextTable().lines(
                rows.map {
                    [$0.sku, $0.name, $0.price, words("inventory.available", ["available": $0.available])]
                })
            show(
                Document(outcome: .success, stock: rows),
                text: lines.isEmpty ? [words("inventory.empty")] : lines,
                errors: [])
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
        var stock: [InventoryViewModel.Row]?
        var message: String?
    }
}
