import LoansDomain
import Presentation

/// The full due-loans screen on a terminal: a section per group, then any message.
///
/// It retains its presenter (VIPER's view owns the module) and asks the injected clock for today
/// once per refresh.
@MainActor
public final class DueLoansTerminalView: DueDisplaying, TerminalScene {
    public let presenter: DueLoansPresenter
    public let title = "loans"
    public private(set) var frame = DueFrame.empty
    private let today: @MainActor () -> LoanDay
    private let terminal: TerminalRenderer

    public init(
        presenter: DueLoansPresenter, today: @escaping @MainActor () -> LoanDay, terminal: TerminalRenderer
    ) {
        self.presenter = presenter
        self.today = today
        self.terminal = terminal
    }

    public func appear() async { await refresh() }

    /// Leaving the screen stops the module: a refresh still in flight draws nothing.
    public func stop() { presenter.stop() }

    public func refresh() async { await presenter.refresh(on: today()) }

    public func open(id: Loan.ID) async { await presenter.selected(id: id) }

    public func display(_ frame: DueFrame) {
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

/// The compact widget on a terminal: one line.
@MainActor
public final class DueLoansWidgetView: DueWidgetDisplaying {
    public let presenter: DueLoansWidgetPresenter
    public private(set) var model: DueWidgetModel?
    private let today: @MainActor () -> LoanDay
    private let terminal: TerminalRenderer

    public init(
        presenter: DueLoansWidgetPresenter, today: @escaping @MainActor () -> LoanDay,
        terminal: TerminalRenderer
    ) {
        self.presenter = presenter
        self.today = today
        self.terminal = terminal
    }

    public func refresh() async { await presenter.refresh(on: today()) }

    public func display(_ model: DueWidgetModel) {
        self.model = model
        let failed = model.outcome != .success
        terminal.render(model, text: failed ? [] : [model.line], errors: failed ? [model.line] : [])
    }
}
