import CLIKit
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
    private let features: AppFeatures

    /// - Parameter features: The scenes, as the composition root hands them over.
    public init(context: ProcessContext, features: AppFeatures) {
        self.context = context
        self.features = features
        self.commands = Self.commandTable(features.commands)
    }

    /// Runs one command line (without the program name) and returns the exit code; a failure thrown
    /// before a scene shows anything is reported once, here.
    ///
    /// The line is read once: parsed against the command table, then into the scene's typed command;
    /// only then are the adapters made that its leaf's options choose, and only that scene is built.
    /// With `--json`, standard output gets exactly one JSON document on one line, failures included.
    public func run(_ arguments: [String]) async -> ExitCode {
        // The one reading of `--json`. No option's value starts with `--`, so on a line that parses
        // this is exactly the leaf's flag; on one that does not, it still says how to report why.
        let json = arguments.prefix { $0 != "--" }.contains("--" + CommonOptions.json.name)
        let invocation: Invocation
        let leaf: CommandSpec
        // `app` alone on a terminal opens the shell; in a pipe or a script it stays a usage error.
        if arguments.isEmpty, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
            (invocation, leaf) = (Invocation(path: ["shell", "open"]), ShellCommands.open)
        } else {
            do {
                switch try ArgumentParser(root: commands).parse(arguments) {
                case .version:
                    context.output.writeLine("\(Self.name) \(Self.version)")
                    return .success
                case .help(let path):
                    context.output.writeLine(
                        HelpFormatter.help(for: path, in: commands, version: Self.version))
                    return .success
                case .run(let parsed, let command):
                    (invocation, leaf) = (parsed, command)
                }
            } catch {
                let place = ArgumentParser.display(error.path, root: commands)
                return report(
                    CommandFailure(code: .usage, message: error.message),
                    hint: "Run '\(place) --help' for usage.", json: json)
            }
        }
        do throws(CommandFailure) {
            // A bad argument is refused here, before any adapter exists, so nothing is opened.
            if let code = try await features.run(invocation, leaf, context, context.renderer(json: json)) {
                return code
            }
            if let group = BuiltInCommands.all.first(where: { $0.spec.name == invocation.path.first }) {
                return try await group.run(invocation, leaf: leaf, in: context, features: features)
            }
            throw CommandFailure(
                code: .internalError, message: "internal error: nothing runs \(invocation.path).")
        } catch {
            return report(error, json: json)
        }
    }

    /// Prints a failure for people on standard error and, with `--json`, as the one document on
    /// standard output; returns its exit code.
    private func report(_ failure: CommandFailure, hint: String? = nil, json: Bool) -> ExitCode {
        context.errorOutput.writeLine("\(Self.name): \(TerminalText.printable(failure.message))")
        if let hint { context.errorOutput.writeLine(hint) }
        if json { context.output.writeLine(TerminalRenderer.json(FailureDocument(failure))) }
        return failure.code
    }
}

/// A failure as `--json` prints it: `{"error":"…","exitCode":65}`.
private struct FailureDocument: Encodable {
    let error: String
    let exitCode: Int32

    init(_ failure: CommandFailure) {
        error = failure.message
        exitCode = failure.code.rawValue
    }
}
