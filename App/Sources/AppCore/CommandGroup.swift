import CLIKit

/// A top-level command of `app` that is not a scene: the shell and the completion scripts.
protocol CommandGroup: SendableMetatype {
    /// The group's name, options and subcommands, as `--help` shows them.
    static var spec: CommandSpec { get }
    /// Runs one of the group's leaf commands, `leaf`; `invocation.path.first` is the group's name.
    @MainActor
    static func run(
        _ invocation: Invocation, leaf: CommandSpec, in context: ProcessContext,
        features: any FeatureTable.Type
    )
        async throws(CommandFailure) -> ExitCode
}
