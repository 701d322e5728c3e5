/// One item of the list: its text trimmed, not blank, with no control character (an escape
/// sequence would act on the user's terminal).
///
/// The initialiser is the only way to make one, so every item anywhere (typed, stored, faked) keeps the rule.
public struct __NAME__Item: Hashable, Sendable {
    /// The text, trimmed.
    public let text: String

    /// The item `text` makes once trimmed, or nil when it breaks the rule.
    public init?(_ text: String) {
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        self.text = trimmed
    }
}
