import CLIKit
import DataAccess
import Presentation

/// Chooses the concrete store for a command: the composition root's one place that knows SQLite.
@MainActor
enum Storage {
    static let option = OptionSpec(
        "db", .value(placeholder: "path"),
        help: "The SQLite database file; ':memory:' for a throwaway run. Default: $STRATA_DB, "
            + "else $XDG_DATA_HOME/strata/app.sqlite, else ~/.local/share/strata/app.sqlite.")

    /// The database that `--db` or the environment names; opened lazily on first use.
    static func database(for invocation: Invocation, in context: ProcessContext) -> Result<
        SQLiteDatabase, CommandFailure
    > {
        do throws(DatabaseLocationError) {
            let location = try DatabaseLocation.resolve(
                explicit: invocation.value(option.name), environment: context.environment)
            return .success(SQLiteDatabase(location: location))
        } catch {
            switch error {
            case .emptyPath:
                return .failure(
                    CommandFailure(code: .invalidInput, message: "--db needs a path, or ':memory:'."))
            case .missingFolder(let folder):
                return .failure(
                    CommandFailure(
                        code: .invalidInput,
                        message:
                            "The folder \(TerminalText.quoted(folder, limit: 200)) does not exist; create it, "
                            + "or give --db a file in a folder that exists. Nothing was created."))
            case .noHomeFolder:
                return .failure(
                    CommandFailure(
                        code: .unavailable,
                        message:
                            "No place for the database: set HOME or XDG_DATA_HOME to an absolute folder, "
                            + "or pass --db."))
            }
        }
    }
}

/// A command that stops before reaching a scene, with the message to print and its exit code.
struct CommandFailure: Error {
    let code: ExitCode
    let message: String
}

extension ExitCode {
    /// The exit code for what a scene displayed last.
    init(_ outcome: Outcome) {
        switch outcome {
        case .success: self = .success
        case .invalidInput, .conflict: self = .invalidInput
        case .unavailable: self = .unavailable
        }
    }
}
