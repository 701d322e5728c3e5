public import CLIKit
public import Domain
import Foundation
public import LoansDomain
public import Presentation

/// The DueLoans feature as the app sees it: `app loans` and the loans screen, whose rows open a loan's
/// detail, whose `plan` opens a reading plan for its book.
public enum DueLoansEntry: FeatureEntry {
    public static let scenes = [
        FeatureScene(command, summary: "Loans: overdue and due soon, with a detail (VIPER)")
    ]

    /// The loans screen's line on the shell's home screen, in `language`.
    public static func summary(of scene: FeatureScene, in language: Language) -> String {
        let words = Words.dueLoans(language)
        return words("loans.summary")
    }

    public static func read(_ invocation: Invocation) throws(CommandFailure) -> Command {
        try Command(invocation)
    }

    /// The loans screen; each refresh asks the clock again, and the demo loans are added around the first day.
    @MainActor
    public static func open(
        _ scene: String, ports: DueLoansPorts, terminal: TerminalRenderer, navigator: NavigationStack
    ) async -> any TerminalScene {
        _ = await ports.start(on: nil)
        return DueLoansAssembly.makeList(
            ports: ports, today: { ports.today() }, terminal: terminal, navigator: navigator)
    }

    private static let id = ArgumentSpec("id", help: "The loan's id.")
    private static let today = OptionSpec(
        "today", .value(placeholder: "YYYY-MM-DD"), help: "Count days from this date instead of today's.")
    private static let widget = OptionSpec("widget", .flag, help: "Show the compact one-line widget instead.")
    private static let title = OptionSpec(
        "title", .value(placeholder: "title"), help: "What was borrowed.", isRequired: true)
    private static let due = OptionSpec(
        "due", .value(placeholder: "YYYY-MM-DD"), help: "The due date.", isRequired: true)
    private static let pages = OptionSpec(
        "pages", .value(placeholder: "pages"), help: "Pages in the borrowed book.", isRequired: true)

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
                "plan",
                summary: "Plan the reading of a loan's book: pages per day to finish before it is due.",
                options: [pages, today, CommonOptions.timeZone, CommonOptions.database, CommonOptions.json],
                arguments: [id], example: ["3", "--pages", "412"]),
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

    /// A `loans` command line, its options read once and checked before the store is used.
    public enum Command: Equatable, Sendable {
        /// `day` is `--today`, or nil for today by the clock.
        case list(day: LoanDay?, widget: Bool)
        case open(Loan.ID, day: LoanDay?)
        /// `pagesText` as typed: the plan's scene checks it.
        case plan(Loan.ID, pagesText: String, day: LoanDay?)
        case add(title: String, dueText: String)
        case returnLoan(Loan.ID)

        init(_ invocation: Invocation) throws(CommandFailure) {
            switch invocation.path.last {
            case "add":
                self = .add(
                    title: invocation.value(title.name) ?? "", dueText: invocation.value(due.name) ?? "")
            case "return":
                self = .returnLoan(try loanID(invocation))
            case "open":
                let id = try loanID(invocation)
                self = .open(id, day: try Self.givenDay(invocation))
            case "plan":
                let id = try loanID(invocation)
                self = .plan(
                    id, pagesText: invocation.value(pages.name) ?? "", day: try Self.givenDay(invocation))
            default:
                self = .list(day: try Self.givenDay(invocation), widget: invocation.flag(widget.name))
            }
        }

        /// `--today`, when given: a real date written YYYY-MM-DD.
        private static func givenDay(_ invocation: Invocation) throws(CommandFailure) -> LoanDay? {
            guard let given = invocation.value(today.name) else { return nil }
            guard let date = CivilDate(iso: given) else {
                throw CommandFailure(
                    code: .invalidInput,
                    message: Words.said(by: Words.dueLoans) { words in
                        words("loans.today.invalid")
                    })
            }
            return LoanDay(today: date)
        }
    }

    /// Runs `loans list|open|plan|add|return`, whose arguments are already checked.
    ///
    /// Today is captured once for the whole command.
    @MainActor
    public static func run(
        _ command: Command, ports: DueLoansPorts, terminal: TerminalRenderer, navigator: NavigationStack
    ) async -> ExitCode {
        switch command {
        case .add(let title, let dueText):
            return await DueLoansAssembly.makeActions(repository: ports.repository, terminal: terminal)
                .add(title: title, dueText: dueText)
        case .returnLoan(let id):
            // Returning reads the loans there are, so a fresh store gets its demo loans first, as for the list.
            let day = await ports.start(on: nil)
            return await DueLoansAssembly.makeActions(repository: ports.repository, terminal: terminal)
                .returnLoan(id, on: day.today)
        case .open(let id, let given):
            let day = await ports.start(on: given)
            return await open(id, ports: ports, day: day, terminal: terminal, navigator: navigator)
        case .plan(let id, let pagesText, let given):
            // Any loan by its id, listed or not: a returned one is told it needs no plan. The detail is not
            // shown; the plan the app opens goes on this command's own stack, and tells its exit code.
            let day = await ports.start(on: given)
            let detail = DueLoansAssembly.makeDetail(id: id, day: day, ports: ports, terminal: terminal)
            await detail.plan(pagesText: pagesText)
            return navigator.top?.exitCode ?? detail.exitCode
        case .list(let given, let widget):
            let day = await ports.start(on: given)
            if widget {
                return await DueLoansAssembly.makeWidget(
                    repository: ports.repository, today: { day }, terminal: terminal
                ).refresh()
            }
            return await DueLoansAssembly.makeList(
                ports: ports, today: { day }, terminal: terminal, navigator: navigator
            ).refresh()
        }
    }

    /// The loan id of `loans open|return <id>` and of the loans screen's `open <id>`: a whole number
    /// from 1, or the same refusal for all three.
    static func loanID(_ invocation: Invocation) throws(CommandFailure) -> Loan.ID {
        let id = try invocation.countingArgument(
            naming: Words.said(by: Words.dueLoans) { words in
                words("loans.loanID")
            })
        return Loan.ID(rawValue: id)
    }

    /// `loans open N`: the list's presenter decides whether loan N may be opened (it must be on today's
    /// list), with no list drawn; then only the detail, or why there is none, is shown.
    @MainActor
    private static func open(
        _ id: Loan.ID, ports: DueLoansPorts, day: LoanDay, terminal: TerminalRenderer,
        navigator: NavigationStack
    ) async -> ExitCode {
        let (presenter, recorder) = DueLoansAssembly.makeRecordedList(
            ports: ports, terminal: terminal, navigator: navigator)
        await presenter.refresh(on: day)
        if recorder.viewModel.outcome == .success { await presenter.selected(id: id) }
        if let detail = navigator.top { return detail.exitCode }
        let viewModel = recorder.viewModel
        terminal.render(viewModel, text: [], errors: [viewModel.message, viewModel.detail].compactMap { $0 })
        return ExitCode(viewModel.outcome)
    }
}
