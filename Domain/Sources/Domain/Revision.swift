/// A stored record's version number: 0 before the first save, then one more for each save.
public struct Revision: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The value underneath.
    public let rawValue: Int

    /// Wraps a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The revision of a record that was never saved.
    public static let unsaved = Revision(rawValue: 0)

    /// The revision after one more save.
    public var next: Revision { Revision(rawValue: rawValue + 1) }

    /// The raw value, as text.
    public var description: String { String(rawValue) }

    /// Orders by raw value.
    public static func < (lhs: Revision, rhs: Revision) -> Bool { lhs.rawValue < rhs.rawValue }
}
