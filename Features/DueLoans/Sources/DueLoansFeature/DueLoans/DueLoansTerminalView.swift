import CLIKit
import LoansDomain
import Presentation

/// What the view shows: a complete view model each time.
@MainActor
protocol DueLoansDisplayLogic: AnyObject {
    func display(_ viewModel: DueLoansModels.ViewModel)
}

/// The full due-loans screen on a terminal: a section per group, then any message.
///
/// It retains its presenter (VIPER's view owns the module) and asks the injected clock for today
/// once per refresh.
@MainActor
final class DueLoansTerminalView: DueLoansDisplayLogic, OutputScene {
    let presenter: DueLoansPresenter
    let title = "loans"
    private(set) var viewModel = DueLoansModels.ViewModel.empty
    private let today: @MainActor () -> LoanDay
    let output: SceneOutput
    /// The words of its commands' help rows, in the terminal's language.
    private let words: Words
    /// Shows the one-line widget of the same loans.
    private let showWidget: @MainActor () async -> Void

    init(
        presenter: DueLoansPresenter, today: @escaping @MainActor () -> LoanDay, terminal: TerminalRenderer,
        showWidget: @escaping @MainActor () async -> Void = {}
    ) {
        self.presenter = presenter
        self.today = today
        self.output = SceneOutput(terminal)
        self.words = Words.dueLoans(terminal.language)
        self.showWidget = showWidget
    }

    func appear() async { await refresh() }

    /// Read by the command line's parser: `open` takes its id as `loans open <id>` does, with the same
    /// refusal.
    var commands: [ScreenCommand] {
        [
            ScreenCommand.parsing(
                CommandSpec(
                    "open", summary: "Open a loan shown on this list.",
                    arguments: [ArgumentSpec("id", help: "The loan's id.")], example: ["1"]),
                help: words("loans.command.open"), terminal: output.terminal
            ) { invocation throws(CommandFailure) in
                await self.open(id: try DueLoansEntry.loanID(invocation))
            },
            ScreenCommand.parsing(
                CommandSpec("refresh", summary: "Load the loans again, for today.", example: []),
                help: words("loans.command.refresh"), terminal: output.terminal
            ) { _ in await self.refresh() },
            ScreenCommand.parsing(
                CommandSpec("widget", summary: "Show the compact one-line widget.", example: []),
                help: words("loans.command.widget"), terminal: output.terminal
            ) { _ in await self.showWidget() },
        ]
    }

    /// Leaving the screen stops the module: a refresh still in flight draws nothing.
    func stop() { presenter.stop() }

    /// Loads today's loans; returns the exit code of what it displayed.
    @discardableResult
    func refresh() async -> ExitCode {
        await presenter.refresh(on: today())
        return exitCode
    }

    func open(id: Loan.ID) async { await presenter.selected(id: id) }

    func display(_ viewModel: DueLoansModels.ViewModel) {
        self.viewModel = viewModel
        guard viewModel != .empty else { return }  // the blank view model shown on attach, before any data
        var lines: [String] = []
        // One table across the sections, so titles line up from one section to the next.
        let rows = viewModel.sections.flatMap(\.rows).map { ["#\($0.id)", $0.title, $0.subtitle] }
        var table = TextTable(indent: "  ").lines(rows)[...]
        for section in viewModel.sections {
            lines.append(section.heading)
            if section.rows.isEmpty, let empty = section.emptyMessage { lines.append("  \(empty)") }
            lines += table.prefix(section.rows.count)
            table = table.dropFirst(section.rows.count)
        }
        // One line, as every scene's failed read: what failed, then why.
        let failure = [viewModel.message, viewModel.detail].compactMap { $0 }.joined(separator: " ")
        output.show(viewModel, text: lines, errors: failure.isEmpty ? [] : [failure])
    }
}
