import CLIKit
import Presentation

/// The inventory on a terminal.
@MainActor
final class InventoryTerminalView: OutputScene {
    let viewModel: InventoryViewModel
    let title = "inventory"
    let output: SceneOutput
    /// The screen's own lines and commands, in the terminal's language.
    private let words: Words

    init(viewModel: InventoryViewModel, terminal: TerminalRenderer, words: Words) {
        self.viewModel = viewModel
        self.output = SceneOutput(terminal)
        self.words = words
        viewModel.state.onChange = { [weak self] state in self?.render(state) }
    }

    func appear() async { await viewModel.load() }

    func stop() { viewModel.stop() }

    var commands: [ScreenCommand] {
        [
            ScreenCommand.parsing(
                CommandSpec("refresh", summary: "Load the stock again.", example: []),
                help: words("inventory.command.refresh"), terminal: output.terminal
            ) { _ in await self.viewModel.load() }
        ]
    }

    func render(_ state: InventoryViewModel.State) {
        switch state {
        case .idle:
            return
        case .loaded(let rows):
            // Prices to the right, so their decimal separators line up.
            let lines = TextTable(alignments: [.leading, .leading, .trailing]).lines(
                rows.map {
                    let available = words("inventory.available", ["available": words.number($0.available)])
                    return [$0.sku, $0.name, $0.price, available]
                })
            output.show(
                Document(outcome: .success, stock: rows),
                text: lines.isEmpty ? [words("inventory.empty")] : lines)
        case .failed(let outcome, let message):
            output.show(Document(outcome: outcome, message: message), errors: [message])
        }
    }

    /// What the view renders for one state: the JSON form (the text is made beside it).
    struct Document: Equatable, Sendable, ShowsOutcome {
        let outcome: Outcome
        var stock: [InventoryViewModel.Row]?
        var message: String?
    }
}
