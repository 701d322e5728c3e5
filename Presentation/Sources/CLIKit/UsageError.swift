public import Presentation

/// A command line that does not fit the command table.
///
/// It says what was wrong, in CLIKit's words (`usage.*` in its resources), in any language.
public struct UsageError: Error, Sendable, Equatable {
    /// The key of its words, and the values they name.
    let key: String
    let values: [String: String]
    /// The deepest command that was recognised, for pointing at its help.
    public let path: [String]

    init(_ key: String, _ values: [String: String] = [:], path: [String]) {
        self.key = key
        self.values = values
        self.path = path
    }

    /// What was wrong, in `language`.
    public func message(in language: Language) -> String { Words.cliKit(language)(key, values) }

    /// What was wrong, in English.
    public var message: String { message(in: .english) }

    /// The same refusal as a failure to report (exit 64).
    var failure: CommandFailure {
        CommandFailure(code: .usage) { [self] language in message(in: language) }
    }
}
