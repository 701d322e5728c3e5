/// A raw value tagged with the type it identifies, so that a `User.ID` can never be passed where a
/// `Loan.ID` is expected, though both are integers underneath.
public struct Tagged<Tag, RawValue: Hashable & Comparable & Sendable & CustomStringConvertible>:
    RawRepresentable,
    Hashable, Comparable, Sendable, CustomStringConvertible
{
    public let rawValue: RawValue

    public init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue.description }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
