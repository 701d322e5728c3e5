/// What kind of result a view model shows, so adapters can style it and the CLI can pick an exit code.
public enum Outcome: String, Equatable, Sendable, Encodable {
    /// The request did what was asked.
    case success
    /// The user's input was invalid, or named something that is not there.
    case invalidInput
    /// Someone else changed the data first; the user's copy is stale.
    case conflict
    /// A store or a service could not be used.
    case unavailable
}
