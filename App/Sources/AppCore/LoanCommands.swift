import CLIKit
import DataAccess
import DueLoansFeature
import Foundation
import LoansDomain
import Presentation

/// `app loans ...`: the DueLoans module (seed 002, VIPER) and its loan detail.
enum LoanCommands: CommandGroup {
    private static let id = ArgumentSpec("id", help: "The loan's id.")
    private static let today = OptionSpec(
        "today", .value(placeholder: "YYYY-MM-DD"), help: "Count days from this date instead of today's.")
    private static let timeZone = OptionSpec(
        "time-zone", .value(placeholder: "zone"),
        help: "The IANA time zone that decides today's date, such as Europe/Berlin (default: the system's).")
    private static let widget = OptionSpec("widget", .flag, help: "Show the compact one-line widget instead.")

    static let spec = CommandSpec(
        "loans",
        summary: "Loans: what is overdue and what is due in the next seven days.",
        subcommands: [
            CommandSpec(
                "list", summary: "Show overdue and due-soon loans.",
                options: [today, timeZone, widget, Storage.option, CommonOptions.json]),
            CommandSpec(
                "open", summary: "Show one loan from the current list.",
                options: [today, timeZone, Storage.option, CommonOptions.json], arguments: [id]),
            CommandSpec(
                "add", summary: "Add a loan.",
                options: [
                    OptionSpec(
                        "title", .value(placeholder: "title"), help: "What was borrowed.", isRequired: true),
                    OptionSpec(
                        "due", .value(placeholder: "YYYY-MM-DD"), help: "The due date.", isRequired: true),
                    Storage.option, CommonOptions.json,
                ]),
            CommandSpec(
                "return", summary: "Mark a loan returned.", options: [Storage.option, CommonOptions.json],
                arguments: [id]),
        ],
        defaultSubcommand: "list")

    static func run(_ invocation: Invocation, in context: ProcessContext) async throws(CommandFailure)
        -> ExitCode
    {
        let repository = SQLiteLoanRepository(
            database: try Storage.database(for: invocation, in: context).get())
        let terminal = context.renderer(for: invocation)
        switch invocation.path.dropFirst().first {
        case "add":
            let view = DueLoansAssembly.makeActions(repository: repository, terminal: terminal)
            await view.presenter.add(
                title: invocation.value("title") ?? "", dueText: invocation.value("due") ?? "")
            return view.model.map { ExitCode($0.outcome) } ?? .internalError
        case "return":
            guard let loanID = loanID(invocation) else { throw badID }
            let view = DueLoansAssembly.makeActions(repository: repository, terminal: terminal)
            await view.presenter.returnLoan(loanID)
            return view.model.map { ExitCode($0.outcome) } ?? .internalError
        default:
            break
        }

        let day = try self.day(for: invocation, now: context.now()).get()
        // A fresh database gets demo loans around today, once; a store failure shows up below.
        try? await repository.seedDemoLoansIfNeeded(today: day.today)

        if invocation.flag(widget.name) {
            let view = DueLoansAssembly.makeWidget(repository: repository, today: { day }, terminal: terminal)
            await view.refresh()
            return view.model.map { ExitCode($0.outcome) } ?? .internalError
        }
        let navigator = NavigationStack()
        if invocation.path.last == "open" {
            guard let loanID = loanID(invocation) else { throw badID }
            // The list is loaded to learn what is visible, but only the detail (or a refusal) is shown.
            let quiet = TerminalRenderer(
                format: .text, output: BufferedOutput(), errorOutput: BufferedOutput())
            let list = DueLoansAssembly.makeList(
                repository: repository, today: { day }, terminal: quiet, detailTerminal: terminal,
                navigator: navigator)
            await navigator.push(list)
            if list.frame.outcome != .success { return replay(list.frame, on: terminal) }
            await list.open(id: loanID)
            if let detail = navigator.top as? LoanDetailTerminalView {
                return detail.model.map { ExitCode($0.outcome) } ?? .internalError
            }
            return replay(list.frame, on: terminal)
        }
        let list = DueLoansAssembly.makeList(
            repository: repository, today: { day }, terminal: terminal, navigator: navigator)
        await navigator.push(list)
        return ExitCode(list.frame.outcome)
    }

    /// Shows the messages of a frame that was rendered quietly (a failure, a refused selection).
    private static func replay(_ frame: DueFrame, on terminal: TerminalRenderer) -> ExitCode {
        terminal.render(frame, text: [], errors: [frame.message, frame.detail].compactMap { $0 })
        return ExitCode(frame.outcome)
    }

    private static let badID = CommandFailure(
        code: .invalidInput, message: "The loan id must be a whole number, 1 or more.")

    private static func loanID(_ invocation: Invocation) -> Loan.ID? {
        guard let number = invocation.arguments.first.flatMap({ Int($0) }), number > 0 else { return nil }
        return Loan.ID(rawValue: number)
    }

    /// `--time-zone` if given, else the system's.
    ///
    /// Only names in the system's time zone list are accepted, so a name is never used as a path
    /// into the zone database.
    static func chosenTimeZone(for invocation: Invocation) -> Result<TimeZone, CommandFailure> {
        guard let name = invocation.value(timeZone.name) else { return .success(.current) }
        guard name == "UTC" || TimeZone.knownTimeZoneIdentifiers.contains(name),
            let named = TimeZone(identifier: name)
        else {
            return .failure(
                CommandFailure(
                    code: .invalidInput,
                    message:
                        "Unknown time zone \(TerminalText.quoted(name)); use an IANA name such as Europe/Berlin."
                ))
        }
        return .success(named)
    }

    /// Today, captured once for the whole request: `--today`, else now in `--time-zone` or the system's.
    private static func day(for invocation: Invocation, now: Date) -> Result<LoanDay, CommandFailure> {
        let zone: TimeZone
        switch chosenTimeZone(for: invocation) {
        case .success(let chosen): zone = chosen
        case .failure(let failure): return .failure(failure)
        }
        if let text = invocation.value(today.name) {
            guard let date = CivilDate(iso: text) else {
                return .failure(
                    CommandFailure(
                        code: .invalidInput, message: "--today must be a real date written YYYY-MM-DD."))
            }
            return .success(LoanDay(today: date))
        }
        return .success(LoanDay(at: now, in: zone))
    }
}
