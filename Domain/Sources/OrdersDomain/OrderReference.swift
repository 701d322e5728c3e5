/// The app's own name for an order it asked a source to place, sent with the request, so the app can
/// find the order again when the answer to placing it was lost (`U-` and eight hex digits).
public struct OrderReference: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The reference as sent and shown, such as `U-0A1B2C3D`.
    public let rawValue: String

    /// A reference as stored or typed.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The reference as shown.
    public var description: String { rawValue }

    /// A new reference, unlikely to repeat: 32 random bits.
    public static func random() -> OrderReference {
        let hex = String(UInt32.random(in: 0...UInt32.max), radix: 16, uppercase: true)
        return OrderReference(rawValue: "U-" + String(repeating: "0", count: 8 - hex.count) + hex)
    }
}
