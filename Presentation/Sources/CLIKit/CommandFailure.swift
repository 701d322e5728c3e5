public import Presentation

/// A command that stops before its scene shows anything (a bad id, a bad `--db`).
///
/// It carries its exit code and its words, which it says in the language it is reported in: a command
/// line is read, and refused, before any screen exists, so the words wait for the one that prints them.
/// The app prints it once; a scene's own failures are in its view model.
public struct CommandFailure: Error, Sendable, Equatable {
    public let code: ExitCode
    private let words: @Sendable (Language) -> String

    /// - Parameter message: The failure's words in a language, from the throwing module's own words.
    public init(code: ExitCode, message: @escaping @Sendable (Language) -> String) {
        self.code = code
        self.words = message
    }

    /// What went wrong, in `language`.
    public func message(in language: Language) -> String { words(language) }

    /// What went wrong, in English: what `--json` reports, and what tests compare.
    public var message: String { words(.english) }

    public static func == (lhs: CommandFailure, rhs: CommandFailure) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message
    }
}

extension ExitCode {
    /// The exit code for what a scene displayed last.
    public init(_ outcome: Outcome) {
        switch outcome {
        case .success: self = .success
        case .invalidInput, .conflict: self = .invalidInput
        case .unavailable: self = .unavailable
        }
    }
}
