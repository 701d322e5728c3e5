import CLIKit
import Presentation

/// `app completion bash|zsh`: prints a completion script made from the command table.
enum CompletionCommands: CommandGroup {
    static let spec = CommandSpec(
        "completion",
        summary: "Print a shell completion script: eval \"$(app completion bash)\".",
        subcommands: [
            CommandSpec("bash", summary: "The bash completion script.", example: []),
            CommandSpec("zsh", summary: "The zsh completion script.", example: []),
        ])

    @MainActor
    static func run(
        _ invocation: Invocation, leaf: CommandSpec, in context: ProcessContext,
        features: any FeatureTable.Type
    )
        async throws(CommandFailure) -> ExitCode
    {
        let root = Application.commandTable(features.commands)
        switch leaf.name {
        case "bash": context.output.write(CompletionScript.bash(for: root))
        case "zsh": context.output.write(CompletionScript.zsh(for: root))
        default: return .internalError
        }
        return .success
    }
}
