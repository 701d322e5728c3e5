import CLIKit
import __NAME__Feature

/// `app __command__`: the __NAME__ scene.
enum __NAME__Commands: CommandGroup {
    static let spec = CommandSpec(
        "__command__",
        summary: "__NAME__: list the items given.",
        subcommands: [
            CommandSpec(
                "show", summary: "Show the items given with --item.",
                options: [
                    OptionSpec("item", .value(placeholder: "text"), help: "An item; repeat for more.", isRepeatable: true),
                    CommonOptions.json,
                ])
        ],
        defaultSubcommand: "show")

    static func run(_ invocation: Invocation, in context: ProcessContext) async -> ExitCode {
        let view = __NAME__Configurator.makeScene(terminal: context.renderer(for: invocation))
        view.show(items: invocation.values["item"] ?? [])
        return view.model.map { ExitCode($0.outcome) } ?? .internalError
    }
}
