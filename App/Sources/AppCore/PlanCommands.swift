import CLIKit
import ReadingPlanFeature

/// `app plan ...`: the ReadingPlan scene (seed 000, Clean Swift VIP).
enum PlanCommands: CommandGroup {
    static let spec = CommandSpec(
        "plan",
        summary: "Reading plans: how many pages to read per day to finish a book in time.",
        subcommands: [
            CommandSpec(
                "make",
                summary: "Make a reading plan from a page count and a day count.",
                options: [
                    OptionSpec(
                        "pages", .value(placeholder: "pages"), help: "Pages in the book, 1 to 100000.",
                        isRequired: true),
                    OptionSpec(
                        "days", .value(placeholder: "days"), help: "Days to finish in, 1 to 365.",
                        isRequired: true),
                    CommonOptions.json,
                ])
        ])

    static func run(_ invocation: Invocation, in context: ProcessContext) async -> ExitCode {
        switch Array(invocation.path.dropFirst()) {
        case ["make"]:
            let view = ReadingPlanConfigurator.makeScene(terminal: context.renderer(for: invocation))
            view.submit(pages: invocation.value("pages") ?? "", days: invocation.value("days") ?? "")
            return view.model.error == nil ? .success : .invalidInput
        default:
            return .internalError
        }
    }
}
