public import CLIKit
import Foundation
import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `app` command: parses the command line, then hands it to the scene or built-in command that owns
/// it.
@MainActor
public struct Application {
    public nonisolated static let name = "app"
    public nonisolated static let version = "0.1.0"

    /// The whole command table, from which parsing, `--help` and completion are derived: every
    /// scene's command, then the built-in ones.
    public nonisolated static func commandTable(_ scenes: [CommandSpec]) -> CommandSpec {
        CommandSpec(
            name,
            summary: "A layered Swift monorepo's scenes, run from the terminal.",
            subcommands: scenes + BuiltInCommands.all.map { $0.spec })
    }

    /// The command table of this app's features.
    let commands: CommandSpec
    private let context: ProcessContext
    private let features: any FeatureTable.Type

    /// - Parameter features: The features, as the composition root lists them.
    public init(context: ProcessContext, features: any FeatureTable.Type) {
        self.context = context
        self.features = features
        self.commands = Self.commandTable(features.commands)
    }

    /// Runs one command line and ends the process with its exit code: the executable's one call, so that
    /// AppMain needs no module but AppCore and Composition (architecture.json's `targets`).
    public func exit(running arguments: [String]) async -> Never {
        Foundation.exit(await run(arguments).rawValue)
    }

    /// Runs one command line (without the program name) and returns the exit code; a failure thrown
    /// before a scene shows anything is reported once, here.
    ///
    /// The line is read once: parsed against the command table, then into the scene's typed command;
    /// only then are the adapters made that its leaf's options choose, and only that scene is built.
    /// With `--json`, standard output gets exactly one JSON document on one line, failures included.
    public func run(_ arguments: [String]) async -> ExitCode {
        let program = CommandLineProgram(
            commands: commands, version: Self.version, language: context.language, output: context.output,
            errorOutput: context.errorOutput)
        // `app` alone on a terminal opens the shell; in a pipe or a script it stays a usage error.
        let words =
            arguments.isEmpty && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
            ? ["shell", "open"] : arguments
        switch program.read(words) {
        case .done(let code):
            return code
        case .run(let invocation, let leaf, let terminal):
            do throws(CommandFailure) {
                // A bad argument is refused here, before any adapter exists, so nothing is opened.
                if let code = try await features.run(
                    invocation, leaf: leaf, context: context, terminal: terminal)
                {
                    return code
                }
                if let group = BuiltInCommands.all.first(where: { $0.spec.name == invocation.path.first }) {
                    return try await group.run(invocation, leaf: leaf, in: context, features: features)
                }
                // A bug's report, for whoever fixes it: English, as the code is.
                throw CommandFailure(code: .internalError) { _ in
                    "internal error: nothing runs \(invocation.path)."
                }
            } catch {
                return program.report(error, json: terminal.format == .json)
            }
        }
    }
}
