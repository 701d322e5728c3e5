public import Presentation

/// A command line that does not fit the command table.
///
/// It says what was wrong, in CLIKit's words (`usage.*` in its resources), in any language.
public struct UsageError: Error, Sendable, Equatable {
    /// The key of its words, and the values they name.
    let key: String
    let values: [String: String]
    /// Values that are placeholders (`pages` in `<pages>`), written in the language of the message.
    let placeholders: [String: String]
    /// The deepest command that was recognised, for pointing at its help.
    public let path: [String]

    init(
        _ key: String, _ values: [String: String] = [:], placeholders: [String: String] = [:], path: [String]
    ) {
        self.key = key
        self.values = values
        self.placeholders = placeholders
        self.path = path
    }

    /// What was wrong, in `language`.
    public func message(in language: Language) -> String {
        Words.cliKit(language)(
            key, values.merging(placeholders.mapValues { Self.placeholder($0, in: language) }) { $1 })
    }

    /// A placeholder (`pages`, `SKU:QTY`) as `language` writes it: a word of the command line's vocabulary
    /// (`placeholder.<name>` in CLIKit's words), or the name itself where the vocabulary lacks it.
    public static func placeholder(_ name: String, in language: Language) -> String {
        let key = "placeholder." + name
        let word = Words.cliKit(language)(key)
        return word == key ? name : word
    }

    /// What was wrong, in English.
    public var message: String { message(in: .english) }

    /// The same refusal as a failure to report (exit 64).
    var failure: CommandFailure {
        CommandFailure(code: .usage) { [self] language in message(in: language) }
    }
}
