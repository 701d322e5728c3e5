public import CLIKit
public import Domain
public import Presentation
import ReadingPlanDomain

/// The ReadingPlan feature as the app sees it: `app plan` and the plan screen of the shell.
public enum ReadingPlanEntry: FeatureEntry {
    public static let scenes = [
        FeatureScene(command, summary: "Reading plan: pages per day to finish in time (Clean Swift VIP)")
    ]

    /// The plan scene's line on the shell's home screen; `--help` keeps the English of ``scenes``.
    public static func summary(of scene: FeatureScene, in language: Language) -> String {
        let words = Words.readingPlan(language)
        return words("plan.home.summary")
    }

    public static func read(_ invocation: Invocation) throws(CommandFailure) -> Command {
        try Command(invocation)
    }

    @MainActor
    public static func run(
        _ command: Command, ports: ReadingPlanPorts, terminal: TerminalRenderer, navigator: NavigationStack
    ) async -> ExitCode {
        // `plan make` stores nothing: its store is never used, and so never opened.
        let scene = ReadingPlanConfigurator.makeScene(ports: ports, terminal: terminal)
        switch command {
        case .make(let pages, let days): return scene.submit(pages: pages, days: days)
        case .save(let pages, let days, let expected):
            return await scene.save(
                form: ReadingPlanModels.MakePlan.Request(pagesText: pages, daysText: days),
                expectedRevision: expected)
        case .show: return await scene.load()
        }
    }

    @MainActor
    public static func open(
        _ scene: String, ports: ReadingPlanPorts, terminal: TerminalRenderer, navigator: NavigationStack
    ) async -> any TerminalScene {
        ReadingPlanConfigurator.makeScene(ports: ports, terminal: terminal)
    }

    /// The plan screen for a book with a deadline, the plan made at once: what the app's composition root
    /// pushes when another feature asks for it (DueLoans, for a loan's book) without importing this one.
    ///
    /// `pagesText` as typed, checked as the form checks it; `days` to finish in.
    @MainActor
    public static func planScene(
        pagesText: String, days: Int, ports: ReadingPlanPorts, terminal: TerminalRenderer
    ) -> any TerminalScene {
        ReadingPlanConfigurator.makeScene(
            ports: ports, terminal: terminal,
            opening: ReadingPlanModels.MakePlan.Request(pagesText: pagesText, daysText: String(days)))
    }

    private static let pages = OptionSpec(
        "pages", .value(placeholder: "pages"),
        help:
            "Pages in the book, \(ReadingPlan.pageRange.lowerBound) to \(ReadingPlan.pageRange.upperBound).",
        isRequired: true)
    private static let days = OptionSpec(
        "days", .value(placeholder: "days"),
        help: "Days to finish in, \(ReadingPlan.dayRange.lowerBound) to \(ReadingPlan.dayRange.upperBound).",
        isRequired: true)
    private static let revision = OptionSpec(
        "revision", .value(placeholder: "n"),
        help: "Save only if the stored plan is still at this revision (0: none saved yet). "
            + "Without it, the save replaces whatever is stored.")

    static let command = CommandSpec(
        "plan",
        summary: "Reading plans: how many pages to read per day to finish a book in time.",
        subcommands: [
            CommandSpec(
                "make", summary: "Make a reading plan from a page count and a day count.",
                options: [pages, days, CommonOptions.json], example: ["--pages", "300", "--days", "10"]),
            CommandSpec(
                "save",
                summary:
                    "Make a reading plan and save it (with --revision, only if the saved one is still at that revision).",
                options: [pages, days, revision, CommonOptions.database, CommonOptions.json],
                example: ["--pages", "300", "--days", "10"], writes: true),
            CommandSpec(
                "show", summary: "Show the saved reading plan and its revision.",
                options: [CommonOptions.database, CommonOptions.json], example: []),
        ])

    /// The revision a save expects, as `--revision` and the plan screen's `save [<revision>]` both give
    /// it: nil when none was given, else a whole number from 0, or the same refusal for both, naming what
    /// was typed in the language the refusal is reported in (`--revision`, or the screen's `The revision`).
    static func expectedRevision(
        _ text: String?, naming what: @escaping @Sendable (Language) -> String = { _ in "--\(revision.name)" }
    ) throws(CommandFailure) -> Revision? {
        guard let text else { return nil }
        return Revision(rawValue: try Invocation.wholeNumber(text, from: 0, naming: what))
    }

    /// A `plan` command line, its options read once: the form's text as typed (the interactor checks
    /// it, as it checks the screen's `make`), and the revision a save expects.
    public enum Command: Equatable, Sendable {
        case make(pagesText: String, daysText: String)
        case save(pagesText: String, daysText: String, expected: Revision?)
        case show

        init(_ invocation: Invocation) throws(CommandFailure) {
            let (pagesText, daysText) = (
                invocation.value(pages.name) ?? "", invocation.value(days.name) ?? ""
            )
            switch invocation.path.last {
            case "make": self = .make(pagesText: pagesText, daysText: daysText)
            case "save":
                self = .save(
                    pagesText: pagesText, daysText: daysText,
                    expected: try expectedRevision(invocation.value(revision.name)))
            default: self = .show
            }
        }
    }
}
