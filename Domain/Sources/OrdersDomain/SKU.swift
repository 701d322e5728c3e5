/// A stock-keeping unit: the code that names one product in the inventory.
public struct SKU: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The value underneath.
    public let rawValue: String

    /// Wraps a raw value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The raw value, as text.
    public var description: String { rawValue }

    /// Orders by raw value.
    public static func < (lhs: SKU, rhs: SKU) -> Bool { lhs.rawValue < rhs.rawValue }
}
