import CLIKit
import Presentation

/// Placing an order on a terminal.
@MainActor
final class PlaceOrderTerminalView {
    let viewModel: PlaceOrderViewModel
    private(set) var display: Document?
    /// The exit code of the last state rendered, which a one-shot command returns; 70 until one is,
    /// since a command that displays nothing is a bug.
    private(set) var exitCode = ExitCode.internalError
    private let terminal: TerminalRenderer

    init(viewModel: PlaceOrderViewModel, terminal: TerminalRenderer) {
        self.viewModel = viewModel
        self.terminal = terminal
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    /// Places an order from `SKU:QTY` texts; returns the exit code of what it rendered.
    @discardableResult
    func place(_ items: [String]) async -> ExitCode {
        await viewModel.place(items)
        return exitCode
    }

    func render(_ state: PlaceOrderViewModel.State) {
        switch state {
        case .idle, .placing:
            return
        case .placed(let message):
            show(Document(outcome: .success, message: message), text: [message], errors: [])
        case .failed(let outcome, let message):
            show(Document(outcome: outcome, message: message), text: [], errors: [message])
        }
    }

    private func show(_ shown: Document, text: [String], errors: [String]) {
        display = shown
        exitCode = ExitCode(shown.outcome)
        terminal.render(shown, text: text, errors: errors)
    }

    /// What the view renders for one state: the JSON form (the text is made beside it).
    struct Document: Equatable, Sendable, Encodable {
        let outcome: Outcome
        var message: String?
    }
}
