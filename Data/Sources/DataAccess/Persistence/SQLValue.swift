/// A value bound to a statement's `?` placeholder.
public enum SQLValue: Equatable, Sendable {
    case integer(Int64)
    case text(String)
    case null
}
