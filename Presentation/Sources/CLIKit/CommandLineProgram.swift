public import Presentation

/// A program's command line, read once against its command table.
///
/// `--help` and `--version` are answered, a usage error is refused, and every failure is reported the
/// same way: `app` and every feature's preview read theirs with it.
public struct CommandLineProgram: Sendable {
    /// What the words asked for.
    public enum Reading: Sendable {
        /// Run `leaf`, drawing on `terminal` (JSON when the words said `--json`, which a failure then
        /// reports in too).
        case run(Invocation, leaf: CommandSpec, terminal: TerminalRenderer)
        /// Nothing to run: help or the version was printed, or a usage error reported.
        case done(ExitCode)
    }

    /// The whole command table; its name is the program's.
    public let commands: CommandSpec
    public let version: String
    /// What the program's lines, and the screens it runs, speak (``TerminalRenderer/language``).
    public let language: Language
    let output: any TextOutput
    let errorOutput: any TextOutput

    /// - Parameters:
    ///   - commands: The command table, whose root is named after the program.
    ///   - version: What `--version` prints after the name.
    ///   - language: The language the environment asks for; `--help` is English in every one.
    public init(
        commands: CommandSpec, version: String, language: Language = .english, output: any TextOutput,
        errorOutput: any TextOutput
    ) {
        self.commands = commands
        self.language = language
        self.version = version
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Reads `arguments` (without the program's name): the leaf to run, or the exit code of what was
    /// printed instead.
    public func read(_ arguments: [String]) -> Reading {
        // The one reading of `--json`. No option's value starts with `--`, so on a line that parses this
        // is exactly the leaf's flag; on one that does not, it still says how to report why.
        let json = arguments.prefix { $0 != "--" }.contains("--" + CommonOptions.json.name)
        do {
            switch try ArgumentParser(root: commands).parse(arguments) {
            case .version:
                output.writeLine("\(commands.name) \(version)")
                return .done(.success)
            case .help(let path):
                output.writeLine(HelpFormatter.help(for: path, in: commands, version: version))
                return .done(.success)
            case .run(let invocation, let leaf):
                let terminal = TerminalRenderer(
                    format: json ? .json : .text, output: output, errorOutput: errorOutput,
                    errorPrefix: Self.errorPrefix(commands.name), language: language)
                return .run(invocation, leaf: leaf, terminal: terminal)
            }
        } catch {
            let place = ArgumentParser.display(error.path, root: commands)
            return .done(
                report(
                    error.failure,
                    hint: Words.cliKit(json ? .english : language)("usage.hint", ["place": place]),
                    json: json))
        }
    }

    /// Prints a failure for people on standard error and, with `--json`, as the one document on standard
    /// output; returns its exit code.
    ///
    /// People read it in the program's language; with `--json`, all is English.
    public func report(_ failure: CommandFailure, hint: String? = nil, json: Bool) -> ExitCode {
        let language = json ? .english : language
        errorOutput.writeLine(
            Self.errorPrefix(commands.name) + TerminalText.printable(failure.message(in: language)))
        if let hint { errorOutput.writeLine(hint) }
        if json {
            output.writeLine(
                TerminalRenderer.json(FailureDocument(failure), ascii: self.language.codeset != .utf8))
        }
        return failure.code
    }
}

extension CommandLineProgram {
    /// What starts every error line of a program run from the command line: `app: ` (``ExitCode``).
    static func errorPrefix(_ program: String) -> String { program + ": " }
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
