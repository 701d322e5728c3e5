import Foundation
public import Presentation

/// A feature run alone, as its `<feature>-preview` executable: its commands and its screens over fakes
/// that the preview seeds, with no database, no server and no App.
///
/// The command table is the feature's own: the first scene's subcommands at the top (`place`, not
/// `orders place`) and any other scene by its name (`inventory list`), without the options that choose
/// adapters (`--db`, `--api`, `--verbose`, `--time-zone`), which mean nothing over fakes. No words open
/// the feature's screens in the shell. A command line is read as the app reads one
/// (``CommandLineProgram``), so help, refusals and `--json` are the app's.
@MainActor
public struct ScenePreview<Feature: FeatureEntry> {
    private let ports: @MainActor (TerminalRenderer, NavigationStack) -> Feature.Ports
    private let commands: CommandSpec
    private let output: (any TextOutput)?
    private let errorOutput: (any TextOutput)?

    /// - Parameters:
    ///   - name: The executable's name, such as `orders-preview`.
    ///   - feature: The feature's entry.
    ///   - ports: Fresh fakes, seeded with the demo data a fresh database has, for each run, with the
    ///     feature's events out answered by the preview alone, on the terminal and stack it is given.
    public init(
        _ name: String, feature: Feature.Type, output: (any TextOutput)? = nil,
        errorOutput: (any TextOutput)? = nil,
        ports: @escaping @MainActor (TerminalRenderer, NavigationStack) -> Feature.Ports
    ) {
        self.ports = ports
        self.commands = Self.commandTable(name, scenes: Feature.scenes)
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Runs the process's own command line, on its standard streams and input, and exits with the code: a
    /// preview's whole `main`.
    public func runProcess() async -> Never {
        let code = await run(
            Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            input: StandardInput())
        exit(code.rawValue)
    }

    /// Runs one command line (without the program's name), or the shell when there is none, in the
    /// language `environment` asks for, as the app does; returns the exit code.
    public func run(_ arguments: [String], environment: [String: String], input: any LineSource) async
        -> ExitCode
    {
        // Without streams of its own, the process's, in the codeset the locale names.
        let language = Language.chosen(by: environment)
        let streams = StandardStream.streams(in: language.codeset)
        let program = CommandLineProgram(
            commands: commands, version: "preview", language: language, output: output ?? streams.output,
            errorOutput: errorOutput ?? streams.error)
        guard !arguments.isEmpty else {
            do throws(CommandFailure) {
                return try await Shell.onTerminal(
                    environment: environment, language: program.language, input: input,
                    output: program.output,
                    errorOutput: program.errorOutput
                ) { terminal in
                    Feature.screens(terminal: terminal) { navigator in ports(terminal, navigator) }
                }
            } catch {
                return program.report(error, json: false)
            }
        }
        switch program.read(arguments) {
        case .done(let code):
            return code
        case .run(let invocation, _, let terminal):
            // The first scene's leaves are at the top: its name goes back in front, as the scene reads it.
            let read =
                Feature.owns(invocation)
                ? invocation
                : Invocation(
                    path: [Feature.scenes[0].command.name] + invocation.path, values: invocation.values,
                    flags: invocation.flags, arguments: invocation.arguments)
            do throws(CommandFailure) {
                let command = try Feature.read(read)
                let navigator = NavigationStack()
                return await Feature.run(
                    command, ports: ports(terminal, navigator), terminal: terminal, navigator: navigator)
            } catch {
                return program.report(error, json: terminal.format == .json)
            }
        }
    }

    private static func commandTable(_ name: String, scenes: [FeatureScene]) -> CommandSpec {
        let first = scenes[0].command
        let names = scenes.map(\.command.name).joined(separator: " and ")
        return CommandSpec(
            name,
            summary:
                "A preview of the \(names) \(scenes.count == 1 ? "scene" : "scenes") over in-memory fakes "
                + "seeded with the app's demo data: nothing it does is stored. With no command, it opens "
                + "\(scenes.count == 1 ? "its screen" : "their screens").",
            subcommands: (first.subcommands + scenes.dropFirst().map(\.command)).map {
                $0.removing(CommonOptions.adapterChoices)
            },
            defaultSubcommand: first.defaultSubcommand)
    }
}
