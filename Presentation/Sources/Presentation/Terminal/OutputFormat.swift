import Foundation

/// How a terminal view shows its view model: text for people, or JSON for scripts.
public enum OutputFormat: Sendable, Equatable {
    /// Results on standard output, messages about failures on standard error.
    case text
    /// The whole view model as one line of JSON on standard output.
    case json
}
