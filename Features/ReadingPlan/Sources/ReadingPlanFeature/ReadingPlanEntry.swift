public import CLIKit
import Domain
public import Presentation
public import ReadingPlanDomain

/// The ReadingPlan feature as the app sees it: `app plan` and the plan screen of the shell.
public enum ReadingPlanEntry {
    /// - Parameter store: Where plans are kept, from the app's adapters: the app's composition root
    ///   chooses it once the command line is read, and it opens nothing until first used.
    public static func make<Ports>(store: @escaping @Sendable (Ports) -> any ReadingPlanStore) -> [SceneEntry<
        Ports
    >] {
        [
            SceneEntry(
                command: command,
                screenSummary: "Reading plan: pages per day to finish in time (Clean Swift VIP)",
                parse: Command.init,
                run: { command, ports, terminal in
                    // `plan make` stores nothing: its store is never used, and so never opened.
                    let scene = ReadingPlanConfigurator.makeScene(store: store(ports), terminal: terminal)
                    switch command {
                    case .make(let form): return scene.submit(pages: form.pagesText, days: form.daysText)
                    case .save(let form, let expected):
                        return await scene.save(form: form, expectedRevision: expected)
                    case .show: return await scene.load()
                    }
                },
                open: { ports, terminal, _ in
                    ReadingPlanConfigurator.makeScene(store: store(ports), terminal: terminal)
                })
        ]
    }

    /// The plan screen for a book with a deadline, the plan made at once: what the app's composition root
    /// pushes when another feature asks for it (DueLoans, for a loan's book) without importing this one.
    ///
    /// `pagesText` as typed, checked as the form checks it; `days` to finish in.
    @MainActor
    public static func planScene(
        pagesText: String, days: Int, store: any ReadingPlanStore, terminal: TerminalRenderer
    ) -> any RoutedScene {
        ReadingPlanConfigurator.makeScene(
            store: store, terminal: terminal,
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
    /// was typed (`--revision`, or the screen's `The revision`).
    static func expectedRevision(_ text: String?, naming what: String = "--\(revision.name)")
        throws(CommandFailure)
        -> Revision?
    {
        guard let text else { return nil }
        return Revision(rawValue: try Invocation.wholeNumber(text, from: 0, naming: what))
    }

    /// A `plan` command line, its options read once: the form's text as typed (the interactor checks
    /// it, as it checks the screen's `make`), and the revision a save expects.
    enum Command: Equatable {
        case make(ReadingPlanModels.MakePlan.Request)
        case save(ReadingPlanModels.MakePlan.Request, expected: Revision?)
        case show

        init(_ invocation: Invocation) throws(CommandFailure) {
            let form = ReadingPlanModels.MakePlan.Request(
                pagesText: invocation.value(pages.name) ?? "", daysText: invocation.value(days.name) ?? "")
            switch invocation.path.last {
            case "make": self = .make(form)
            case "save": self = .save(form, expected: try expectedRevision(invocation.value(revision.name)))
            default: self = .show
            }
        }
    }
}
