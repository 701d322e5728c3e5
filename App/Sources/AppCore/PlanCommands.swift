import CLIKit
import DataAccess
import Domain
import ReadingPlanFeature

/// `app plan ...`: the ReadingPlan scene (seed 000, Clean Swift VIP).
enum PlanCommands: CommandGroup {
    private static let pages = OptionSpec(
        "pages", .value(placeholder: "pages"), help: "Pages in the book, 1 to 100000.", isRequired: true)
    private static let days = OptionSpec(
        "days", .value(placeholder: "days"), help: "Days to finish in, 1 to 365.", isRequired: true)
    private static let revision = OptionSpec(
        "revision", .value(placeholder: "n"),
        help: "Save only if the stored plan is still at this revision (0: none saved yet). "
            + "Without it, the save replaces whatever is stored.")

    static let spec = CommandSpec(
        "plan",
        summary: "Reading plans: how many pages to read per day to finish a book in time.",
        subcommands: [
            CommandSpec(
                "make", summary: "Make a reading plan from a page count and a day count.",
                options: [pages, days, CommonOptions.json]),
            CommandSpec(
                "save",
                summary:
                    "Make a reading plan and save it (with --revision, only if the saved one is still at that revision).",
                options: [pages, days, revision, Storage.option, CommonOptions.json]),
            CommandSpec(
                "show", summary: "Show the saved reading plan and its revision.",
                options: [Storage.option, CommonOptions.json]),
        ])

    static func run(_ invocation: Invocation, in context: ProcessContext) async throws(CommandFailure)
        -> ExitCode
    {
        let subcommand = invocation.path.dropFirst().first
        if subcommand == "make" {
            // Making a plan touches no storage; the scene gets a store it will never call.
            let view = ReadingPlanConfigurator.makeScene(
                store: SQLiteReadingPlanStore(database: SQLiteDatabase(location: .inMemory)),
                terminal: context.renderer(for: invocation))
            view.submit(pages: invocation.value("pages") ?? "", days: invocation.value("days") ?? "")
            return view.model.error == nil ? .success : .invalidInput
        }
        let database = try Storage.database(for: invocation, in: context).get()
        let view = ReadingPlanConfigurator.makeScene(
            store: SQLiteReadingPlanStore(database: database), terminal: context.renderer(for: invocation))
        switch subcommand {
        case "save":
            var expected: Revision?
            if let text = invocation.value(revision.name) {
                guard let number = Int(text), number >= 0 else {
                    throw CommandFailure(
                        code: .invalidInput, message: "--revision must be a whole number, 0 or more.")
                }
                expected = Revision(rawValue: number)
            }
            view.submit(pages: invocation.value("pages") ?? "", days: invocation.value("days") ?? "")
            guard view.model.error == nil else { return .invalidInput }
            await view.save(expectedRevision: expected)
            return view.saveModel.map { ExitCode($0.outcome) } ?? .internalError
        case "show":
            await view.load()
            return view.loadModel.map { ExitCode($0.outcome) } ?? .internalError
        default:
            return .internalError
        }
    }
}
