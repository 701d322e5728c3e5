public import Presentation

/// The process exit codes, following BSD's sysexits.h so scripts can tell the causes apart.
///
/// Error lines follow one rule. On the command line, each line of a failure's message on standard error
/// starts with the program's name and a colon (`app: `), whichever layer found the failure (the parser,
/// a command's check of its arguments, a scene's presenter); a usage error's hint after it (`Run 'app
/// --help' for usage.`) is advice, not the error, and has none. In the shell no error line has it: the
/// prompt already says where you are, and the shell goes on. With `--json` the failure is also the one
/// document on standard output, `{"error":…,"exitCode":…}`, without the prefix.
///
/// A new code needs: a case here with its `meaning` (which `--help` prints), a row in docs/CLI.md's
/// "Exit codes" table (`ExitCodeTableTests` fails until it has one), and, if a scene's `Outcome` leads
/// to it, a case in `ExitCode(_:)` beside `CommandFailure`.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// The command did what was asked.
    case success = 0
    /// The command line was wrong: unknown command or option, missing or repeated value (EX_USAGE).
    case usage = 64
    /// The command line was well formed but a value was invalid, or names nothing (EX_DATAERR).
    case invalidInput = 65
    /// A store or service could not be used: database, network, server (EX_UNAVAILABLE).
    case unavailable = 69
    /// A bug in the app; please report it (EX_SOFTWARE).
    case internalError = 70
    /// A file the app needs beside its executable is missing: an installation without its resource
    /// folders (EX_OSFILE).
    case missingFile = 72

    /// One line for `--help`.
    public var meaning: String {
        switch self {
        case .success: "success"
        case .usage: "usage error: unknown command or option, missing or repeated value"
        case .invalidInput:
            "invalid input: a value out of range, malformed, or naming nothing; or content the service refused (HTTP 422)"
        case .unavailable: "a store or service is unavailable: database, network, server"
        case .internalError: "internal error: a bug, please report it"
        case .missingFile: "a resource folder the app needs is missing beside its executable: copy it there"
        }
    }
}

extension TerminalScene {
    /// The code a command line that showed this scene exits with.
    ///
    /// Its outcome's, or 70 (a bug) when it displayed nothing; read from the navigator's top scene, whatever
    /// feature made it (ADR 0020).
    public var exitCode: ExitCode { outcome.map(ExitCode.init) ?? .internalError }

    /// Runs the scene as a one-shot command: it appears once, and the command exits with what it showed.
    @discardableResult
    public func run() async -> ExitCode {
        await appear()
        return exitCode
    }
}

extension SceneOutput {
    /// The code a command line exits with after a view showed its models through this: as a scene's.
    public var exitCode: ExitCode { outcome.map(ExitCode.init) ?? .internalError }
}
