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

/// The `app` command: parses the command line, then hands it to the command group that owns it.
@MainActor
public struct Application {
    public nonisolated static let name = "app"
    public nonisolated static let version = "0.1.0"

    /// The whole command table, from which both parsing and `--help` are derived.
    public static let root = CommandSpec(
        name,
        summary: "A layered Swift monorepo's scenes, run from the terminal.",
        subcommands: CommandGroups.all.map { $0.spec })

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
    public func run(_ arguments: [String]) async -> ExitCode {
        // `app` alone on a terminal opens the shell; in a pipe or a script it stays a usage error.
        if arguments.isEmpty, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
            return await run(ShellCommands.self, Invocation(path: ["shell", "open"]))
        }
        let parsed: ParseResult
        do {
            parsed = try ArgumentParser(root: Self.root).parse(arguments)
        } catch {
            context.errorOutput.writeLine("\(Self.name): \(TerminalText.printable(error.message))")
            let place = ArgumentParser.display(error.path, root: Self.root)
            context.errorOutput.writeLine("Run '\(place) --help' for usage.")
            return .usage
        }
        switch parsed {
        case .version:
            context.output.writeLine("\(Self.name) \(Self.version)")
            return .success
        case .help(let path):
            context.output.writeLine(HelpFormatter.help(for: path, in: Self.root, version: Self.version))
            return .success
        case .run(let invocation):
            guard let group = CommandGroups.all.first(where: { $0.spec.name == invocation.path.first }) else {
                context.errorOutput.writeLine(
                    "\(Self.name): internal error: no command group for \(invocation.path).")
                return .internalError
            }
            return await run(group, invocation)
        }
    }

    /// Runs a group's command; a failure it throws is printed once, here.
    private func run(_ group: any CommandGroup.Type, _ invocation: Invocation) async -> ExitCode {
        do {
            return try await group.run(invocation, in: context)
        } catch {
            return context.fail(error)
        }
    }
}
