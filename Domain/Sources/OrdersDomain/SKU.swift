/// A stock-keeping unit: the code that names one product in the inventory.
///
/// Only a valid code can be made: 1 to 40 capital ASCII letters, digits and dashes, such as
/// `TEA-GREEN`. Text from outside (typed, stored, sent by a server) goes through `init?(rawValue:)`,
/// which refuses anything else, so no layer checks a SKU's format again.
public struct SKU: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The longest code.
    public static let maximumLength = 40

    /// The code underneath.
    public let rawValue: String

    /// The SKU with this code, or nil when the code breaks the rule.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty, rawValue.count <= Self.maximumLength,
            rawValue.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            })
        else { return nil }
        self.rawValue = rawValue
    }

    /// The raw value, as text.
    public var description: String { rawValue }

    /// Orders by raw value.
    public static func < (lhs: SKU, rhs: SKU) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension SKU: ExpressibleByStringLiteral {
    /// A code written in the source, such as `"TEA-GREEN"`; one that breaks the rule is a programming
    /// error and stops the program.
    public init(stringLiteral code: StaticString) {
        guard let sku = SKU(rawValue: "\(code)") else { preconditionFailure("\(code) is not a SKU") }
        self = sku
    }
}
