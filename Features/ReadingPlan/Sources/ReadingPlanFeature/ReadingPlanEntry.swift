import CLIKit
import Domain
import Presentation
import ReadingPlanDomain

/// The ReadingPlan feature as the app sees it: `app plan` and the plan screen of the shell.
public enum ReadingPlanEntry {
    /// - Parameter store: Where plans are kept; the app's composition root chooses it.
    public static func make<Adapters>(
        store: @escaping @MainActor @Sendable (Adapters) throws(CommandFailure) -> any ReadingPlanStore
    ) -> FeatureEntry<Adapters> {
        FeatureEntry([
            SceneEntry(
                command: command,
                screenSummary: "Reading plan: pages per day to finish in time (Clean Swift VIP)",
                ports: store,
                run: { invocation, terminal, store throws(CommandFailure) in
                    try await run(invocation, terminal: terminal, store: store)
                },
                open: { store, terminal, _ in
                    ReadingPlanConfigurator.makeScene(store: store, terminal: terminal)
                })
        ])
    }

    private static let pages = OptionSpec(
        "pages", .value(placeholder: "pages"), help: "Pages in the book, 1 to 100000.", isRequired: true)
    private static let days = OptionSpec(
        "days", .value(placeholder: "days"), help: "Days to finish in, 1 to 365.", isRequired: true)
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
    /// it: nil when none was given, else a whole number from 0, or the same refusal for both.
    static func expectedRevision(_ text: String?) throws(CommandFailure) -> Revision? {
        guard let text else { return nil }
        return Revision(rawValue: try Invocation.wholeNumber(text, from: 0, naming: "--\(revision.name)"))
    }

    /// Runs `plan make|save|show`; the store is asked for only by the commands that use it.
    @MainActor
    static func run(
        _ invocation: Invocation, terminal: TerminalRenderer,
        store: () throws(CommandFailure) -> any ReadingPlanStore
    ) async throws(CommandFailure) -> ExitCode {
        let form = ReadingPlanModels.MakePlan.Request(
            pagesText: invocation.value(pages.name) ?? "", daysText: invocation.value(days.name) ?? "")
        switch invocation.path.last {
        case "make":
            // Making a plan stores nothing, so the scene's store is never asked.
            let view = ReadingPlanConfigurator.makeScene(store: NoPlanStore(), terminal: terminal)
            view.submit(pages: form.pagesText, days: form.daysText)
            return view.model.error == nil ? .success : .invalidInput
        case "save":
            let expected = try expectedRevision(invocation.value(revision.name))
            let view = ReadingPlanConfigurator.makeScene(store: try store(), terminal: terminal)
            await view.save(form: form, expectedRevision: expected)
            return view.saveModel.map { ExitCode($0.outcome) } ?? .internalError
        default:
            let view = ReadingPlanConfigurator.makeScene(store: try store(), terminal: terminal)
            await view.load()
            return view.loadModel.map { ExitCode($0.outcome) } ?? .internalError
        }
    }
}
