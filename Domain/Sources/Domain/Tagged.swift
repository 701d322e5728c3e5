/// A raw value tagged with the type it identifies, so that a `User.ID` can never be passed where a
/// `Loan.ID` is expected, though both are integers underneath.
public struct Tagged<Tag, RawValue: Hashable & Comparable & Sendable & CustomStringConvertible>:
    RawRepresentable,
    Hashable, Comparable, Sendable, CustomStringConvertible
{
    /// The value underneath.
    public let rawValue: RawValue

    /// Wraps a raw value.
    public init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    /// The raw value, as text.
    public var description: String { rawValue.description }

    /// Orders by raw value.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
