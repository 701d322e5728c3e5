/// Where an order is in its life.
public enum OrderStatus: Equatable, Sendable {
    case pending
    case paid
    case shipped
    case delivered
    case cancelled
    /// A status this version of the app does not know (a newer backend); shown, never guessed.
    case unrecognized
}
