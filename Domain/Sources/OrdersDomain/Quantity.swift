/// How many of one product an order line asks for: 1 to 999.
///
/// Only a quantity in ``range`` can be made, so a line can never ask for none, for a negative
/// amount (which would add stock) or for more than the rule allows.
public struct Quantity: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The quantities a line may ask for.
    public static let range = 1...999

    /// How many, always within ``range``.
    public let rawValue: Int

    /// The quantity, or nil outside ``range``.
    public init?(rawValue: Int) {
        guard Self.range.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// The number alone, such as `3`, as an order line shows it.
    public var description: String { String(rawValue) }

    /// Orders by count.
    public static func < (lhs: Quantity, rhs: Quantity) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Quantity: ExpressibleByIntegerLiteral {
    /// A quantity written in the source, such as `2`; one outside ``range`` is a programming error and
    /// stops the program.
    public init(integerLiteral value: Int) {
        guard let quantity = Quantity(rawValue: value) else {
            preconditionFailure("\(value) is not a quantity")
        }
        self = quantity
    }
}
