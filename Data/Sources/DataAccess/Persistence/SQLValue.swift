/// A value bound to a statement's `?` placeholder or read from a result column.
public enum SQLValue: Equatable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null
}
