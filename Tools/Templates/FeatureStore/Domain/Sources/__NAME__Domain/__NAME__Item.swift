/// One item of the __NAME__ list: its text, trimmed, 1 to 200 characters, with no control characters.
///
/// The only way to make one is the throwing initialiser, so every item anywhere (typed, stored, faked)
/// keeps the rule.
public struct __NAME__Item: Hashable, Sendable {
    /// The longest text accepted, in characters (as people count them: grapheme clusters).
    public static let maximumLength = 200

    /// The text, trimmed.
    public let text: String

    /// The item `text` makes once trimmed, or the rule it breaks.
    public init(_ text: String) throws(__NAME__ItemError) {
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty else { throw .blank }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters
        }
        guard trimmed.count <= Self.maximumLength else { throw .tooLong(length: trimmed.count) }
        self.text = trimmed
    }
}
