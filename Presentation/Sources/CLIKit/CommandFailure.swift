public import Presentation

/// A command that stops before its scene shows anything (a bad id, a bad `--db`).
///
/// It carries the message to print and its exit code. The app prints it once; a scene's own
/// failures are in its view model.
public struct CommandFailure: Error, Sendable, Equatable {
    public let code: ExitCode
    public let message: String

    public init(code: ExitCode, message: String) {
        self.code = code
        self.message = message
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
