import CLIKit
import Foundation
import LoansDomain
import Presentation

/// The DueLoans feature as the app sees it: `app loans` and the loans screen, whose rows open a loan's
/// detail.
public enum DueLoansEntry {
    /// - Parameter ports: The store and the clock; the app's composition root chooses them.
    public static func make<Adapters>(
        ports: @escaping @MainActor @Sendable (Adapters) throws(CommandFailure) -> DueLoansPorts
    ) -> FeatureEntry<Adapters> {
        FeatureEntry([
            SceneEntry(
                command: command,
                screenSummary: "Loans: overdue and due soon, with a detail (VIPER)",
                ports: ports,
                run: { invocation, terminal, ports throws(CommandFailure) in
                    try await run(invocation, terminal: terminal, ports: ports)
                },
                open: { ports, terminal, navigator in
                    let today = { @MainActor in ports.today() }
                    await ports.demoLoans(today().today)
                    return DueLoansAssembly.makeList(
                        repository: ports.repository, today: today, terminal: terminal, navigator: navigator)
                })
        ])
    }

    private static let id = ArgumentSpec("id", help: "The loan's id.")
    private static let today = OptionSpec(
        "today", .value(placeholder: "YYYY-MM-DD"), help: "Count days from this date instead of today's.")
    private static let widget = OptionSpec("widget", .flag, help: "Show the compact one-line widget instead.")
    private static let title = OptionSpec(
        "title", .value(placeholder: "title"), help: "What was borrowed.", isRequired: true)
    private static let due = OptionSpec(
        "due", .value(placeholder: "YYYY-MM-DD"), help: "The due date.", isRequired: true)

    static let command = CommandSpec(
        "loans",
        summary: "Loans: what is overdue and what is due in the next seven days.",
        subcommands: [
            CommandSpec(
                "list", summary: "Show overdue and due-soon loans.",
                options: [today, CommonOptions.timeZone, widget, CommonOptions.database, CommonOptions.json],
                example: ["--time-zone", "Europe/Berlin"]),
            CommandSpec(
                "open", summary: "Show one loan from the current list.",
                options: [today, CommonOptions.timeZone, CommonOptions.database, CommonOptions.json],
                arguments: [id], example: ["1"]),
            CommandSpec(
                "add", summary: "Add a loan.",
                options: [title, due, CommonOptions.database, CommonOptions.json],
                example: ["--title", "Refactoring", "--due", "2026-05-10"], writes: true),
            CommandSpec(
                "return", summary: "Mark a loan returned.",
                options: [CommonOptions.database, CommonOptions.json],
                arguments: [id], example: ["1"], writes: true),
        ],
        defaultSubcommand: "list")

    /// Runs `loans list|open|add|return`; arguments are checked before the store is asked for.
    @MainActor
    static func run(
        _ invocation: Invocation, terminal: TerminalRenderer,
        ports: () throws(CommandFailure) -> DueLoansPorts
    ) async throws(CommandFailure) -> ExitCode {
        switch invocation.path.last {
        case "add":
            let view = DueLoansAssembly.makeActions(repository: try ports().repository, terminal: terminal)
            await view.presenter.add(
                title: invocation.value(title.name) ?? "", dueText: invocation.value(due.name) ?? "")
            return view.model.map { ExitCode($0.outcome) } ?? .internalError
        case "return":
            let loanID = try loanID(invocation)
            // Returning reads the loans there are, so a fresh store gets its demo loans first, as for the list.
            let ports = try ports()
            await ports.demoLoans(ports.today().today)
            let view = DueLoansAssembly.makeActions(repository: ports.repository, terminal: terminal)
            await view.presenter.returnLoan(loanID)
            return view.model.map { ExitCode($0.outcome) } ?? .internalError
        case "open":
            let loanID = try loanID(invocation)
            let (ports, day) = try prepare(invocation, ports: ports)
            await ports.demoLoans(day.today)
            return await open(loanID, repository: ports.repository, day: day, terminal: terminal)
        default:
            let (ports, day) = try prepare(invocation, ports: ports)
            await ports.demoLoans(day.today)
            if invocation.flag(widget.name) {
                let view = DueLoansAssembly.makeWidget(
                    repository: ports.repository, today: { day }, terminal: terminal)
                await view.refresh()
                return view.model.map { ExitCode($0.outcome) } ?? .internalError
            }
            let view = DueLoansAssembly.makeList(
                repository: ports.repository, today: { day }, terminal: terminal, navigator: nil)
            await view.refresh()
            return ExitCode(view.viewModel.outcome)
        }
    }

    /// The loan id of `loans open|return <id>` and of the loans screen's `open <id>`: a whole number
    /// from 1, or the same refusal for all three.
    static func loanID(_ invocation: Invocation) throws(CommandFailure) -> Loan.ID {
        Loan.ID(rawValue: try invocation.countingArgument(naming: "The loan id"))
    }

    /// The ports, and today captured once for the whole command: `--today`, else now in the zone.
    @MainActor
    private static func prepare(
        _ invocation: Invocation, ports: () throws(CommandFailure) -> DueLoansPorts
    ) throws(CommandFailure) -> (DueLoansPorts, LoanDay) {
        let given = invocation.value(today.name)
        let date = given.flatMap { CivilDate(iso: $0) }
        if given != nil, date == nil {
            throw CommandFailure(
                code: .invalidInput, message: "--today must be a real date written YYYY-MM-DD.")
        }
        let ports = try ports()
        return (ports, date.map { LoanDay(today: $0) } ?? ports.today())
    }

    /// `loans open N`: the list's presenter decides whether loan N may be opened (it must be on today's
    /// list), with no list drawn; then only the detail, or why there is none, is shown.
    @MainActor
    private static func open(
        _ id: Loan.ID, repository: any LoanRepository, day: LoanDay, terminal: TerminalRenderer
    ) async -> ExitCode {
        let (presenter, headless) = DueLoansAssembly.makeHeadlessList(
            repository: repository, terminal: terminal)
        await presenter.refresh(on: day)
        if headless.viewModel.outcome == .success { await presenter.selected(id: id) }
        if let detail = headless.detail { return detail.model.map { ExitCode($0.outcome) } ?? .internalError }
        let viewModel = headless.viewModel
        terminal.render(viewModel, text: [], errors: [viewModel.message, viewModel.detail].compactMap { $0 })
        return ExitCode(viewModel.outcome)
    }
}
