import CLIKit

/// A top-level command of `app` (one per scene) and the code that runs its subcommands.
@MainActor
protocol CommandGroup {
    /// The group's name, options and subcommands, as `--help` shows them.
    static var spec: CommandSpec { get }
    /// Runs one of the group's leaf commands; `invocation.path.first` is the group's name.
    ///
    /// A failure found before any scene runs (a bad `--db`, `--api` or `--time-zone`) is thrown;
    /// `Application` prints it and exits with its code.
    static func run(_ invocation: Invocation, in context: ProcessContext) async throws(CommandFailure)
        -> ExitCode
}

/// Every scene's commands, in the order that `app --help` lists them.
///
/// A new feature adds one line here.
@MainActor
enum CommandGroups {
    static let all: [any CommandGroup.Type] = [
        PlanCommands.self,
        UserCommands.self,
        LoanCommands.self,
        OrderCommands.self,
        InventoryCommands.self,
        ShellCommands.self,
        CompletionCommands.self,
        // scaffold:command (make feature inserts new command groups above this line)
    ]
}
