import CLIKit
import OrdersDomain
import Presentation

/// One order on a terminal.
@MainActor
final class OrderDetailTerminalView {
    let viewModel: OrderDetailViewModel
    private(set) var display: Document?
    /// The exit code of the last state rendered, which a one-shot command returns; 70 until one is,
    /// since a command that displays nothing is a bug.
    private(set) var exitCode = ExitCode.internalError
    private let terminal: TerminalRenderer

    init(viewModel: OrderDetailViewModel, terminal: TerminalRenderer) {
        self.viewModel = viewModel
        self.terminal = terminal
        viewModel.onChange = { [weak self] state in self?.render(state) }
    }

    /// Shows one order; returns the exit code of what it rendered.
    func load(_ id: Order.ID) async -> ExitCode {
        await viewModel.load(id)
        return exitCode
    }

    func render(_ state: OrderDetailViewModel.State) {
        switch state {
        case .idle:
            return
        case .loaded(let screen):
            let lines =
                ["Order \(screen.id): \(screen.status)"] + screen.lines.map { "  " + $0 } + [
                    "  total \(screen.total)"
                ]
            show(Document(outcome: .success, order: screen), text: lines, errors: [])
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
        var order: OrderDetailViewModel.Detail?
        var message: String?
    }
}
