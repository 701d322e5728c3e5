import CLIKit

/// `app shell` (and `app` alone on a terminal): every scene, interactively.
enum ShellCommands: CommandGroup {
    static let spec = CommandSpec(
        "shell",
        summary: "Open the interactive shell: every scene, with navigation between them.",
        subcommands: [open],
        defaultSubcommand: "open")

    /// `shell open`, with the options that choose the session's adapters.
    static let open = CommandSpec(
        "open", summary: "Open the shell.",
        options: [CommonOptions.database, CommonOptions.api, CommonOptions.verbose, CommonOptions.timeZone],
        example: [])

    @MainActor
    static func run(
        _ invocation: Invocation, leaf: CommandSpec, in context: ProcessContext,
        features: any FeatureTable.Type
    )
        async throws(CommandFailure) -> ExitCode
    {
        // The session's adapters, made once; a bad option is refused before the shell starts.
        try await Shell.onTerminal(
            environment: context.environment, language: context.language, input: context.input,
            output: context.output,
            errorOutput: context.errorOutput
        ) { terminal throws(CommandFailure) in
            try features.screens(invocation, leaf: leaf, context: context, terminal: terminal)
        }
    }
}
