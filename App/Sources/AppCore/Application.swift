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
    /// registered scene's command, then the built-in ones.
    public nonisolated static let root = CommandSpec(
        name,
        summary: "A layered Swift monorepo's scenes, run from the terminal.",
        subcommands: RegisteredFeatures.scenes.map(\.command) + BuiltInCommands.all.map { $0.spec })

    private let context: ProcessContext

    public init(context: ProcessContext) {
        self.context = context
    }

    /// The app as the process runs it: real environment, real standard streams.
    public static func live() -> Application {
        Application(
            context: ProcessContext(
                environment: ProcessInfo.processInfo.environment,
                output: StandardStream.output,
                errorOutput: StandardStream.error))
    }

    /// Runs one command line (without the program name) and returns the exit code.
    ///
    /// With `--json`, standard output gets exactly one JSON document on one line, failures included.
    public func run(_ arguments: [String]) async -> ExitCode {
        // `app` alone on a terminal opens the shell; in a pipe or a script it stays a usage error.
        if arguments.isEmpty, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
            return await run(Invocation(path: ["shell", "open"]))
        }
        let parsed: ParseResult
        do {
            parsed = try ArgumentParser(root: Self.root).parse(arguments)
        } catch {
            let place = ArgumentParser.display(error.path, root: Self.root)
            return report(
                CommandFailure(code: .usage, message: error.message),
                hint: "Run '\(place) --help' for usage.",
                json: arguments.prefix { $0 != "--" }.contains("--" + CommonOptions.json.name))
        }
        switch parsed {
        case .version:
            context.output.writeLine("\(Self.name) \(Self.version)")
            return .success
        case .help(let path):
            context.output.writeLine(HelpFormatter.help(for: path, in: Self.root, version: Self.version))
            return .success
        case .run(let invocation):
            return await run(invocation)
        }
    }

    /// Runs a leaf command; a failure it throws before its scene shows anything is reported once, here.
    private func run(_ invocation: Invocation) async -> ExitCode {
        do throws(CommandFailure) {
            if let scene = RegisteredFeatures.scenes.first(where: { $0.command.name == invocation.path.first }
            ) {
                let root = CompositionRoot(
                    options: invocation, environment: context.environment, now: context.now)
                return try await scene.run(
                    invocation, in: SceneContext(adapters: root, terminal: context.renderer(for: invocation)))
            }
            if let group = BuiltInCommands.all.first(where: { $0.spec.name == invocation.path.first }) {
                return try await group.run(invocation, in: context)
            }
            throw CommandFailure(
                code: .internalError, message: "internal error: nothing runs \(invocation.path).")
        } catch {
            return report(error, json: invocation.flag(CommonOptions.json.name))
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
