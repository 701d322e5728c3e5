/// A stock-keeping unit: the code that names one product in the inventory.
public struct SKU: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: SKU, rhs: SKU) -> Bool { lhs.rawValue < rhs.rawValue }
}
