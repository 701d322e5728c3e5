import LoansDomain
import Presentation

/// What the view shows: a complete frame each time.
@MainActor
protocol DueLoansDisplayLogic: AnyObject {
    func display(_ frame: DueLoansModels.ViewModel)
}

/// The full due-loans screen on a terminal: a section per group, then any message.
///
/// It retains its presenter (VIPER's view owns the module) and asks the injected clock for today
/// once per refresh.
@MainActor
final class DueLoansTerminalView: DueLoansDisplayLogic, TerminalScene {
    let presenter: DueLoansPresenter
    let title = "loans"
    private(set) var frame = DueLoansModels.ViewModel.empty
    private let today: @MainActor () -> LoanDay
    private let terminal: TerminalRenderer
    /// Shows the one-line widget of the same loans.
    private let showWidget: @MainActor () async -> Void

    init(
        presenter: DueLoansPresenter, today: @escaping @MainActor () -> LoanDay, terminal: TerminalRenderer,
        showWidget: @escaping @MainActor () async -> Void = {}
    ) {
        self.presenter = presenter
        self.today = today
        self.terminal = terminal
        self.showWidget = showWidget
    }

    func appear() async { await refresh() }

    var commands: [ScreenCommand] {
        [
            ScreenCommand("open", usage: "open <id>", help: "Open a loan shown on this list.") { words in
                guard let id = words.first.flatMap({ Int($0) }) else {
                    return self.terminal.note("Give a loan id.")
                }
                await self.open(id: Loan.ID(rawValue: id))
            },
            ScreenCommand("refresh", help: "Load the loans again, for today.") { _ in await self.refresh() },
            ScreenCommand("widget", help: "Show the compact one-line widget.") { _ in await self.showWidget()
            },
        ]
    }

    /// Leaving the screen stops the module: a refresh still in flight draws nothing.
    func stop() { presenter.stop() }

    func refresh() async { await presenter.refresh(on: today()) }

    func open(id: Loan.ID) async { await presenter.selected(id: id) }

    func display(_ frame: DueLoansModels.ViewModel) {
        self.frame = frame
        guard frame != .empty else { return }  // the blank frame shown on attach, before any data
        var lines: [String] = []
        let width = frame.sections.flatMap(\.rows).map(\.title.count).max() ?? 0
        for section in frame.sections {
            lines.append(section.heading)
            if section.rows.isEmpty, let empty = section.emptyMessage { lines.append("  \(empty)") }
            for row in section.rows {
                let title = row.title + String(repeating: " ", count: width - row.title.count)
                lines.append(
                    "  #\(row.id)\(String(repeating: " ", count: max(1, 4 - String(row.id).count)))\(title)  \(row.subtitle)"
                )
            }
        }
        let errors = [frame.message, frame.detail].compactMap { $0 }
        terminal.render(frame, text: lines, errors: errors)
    }
}
