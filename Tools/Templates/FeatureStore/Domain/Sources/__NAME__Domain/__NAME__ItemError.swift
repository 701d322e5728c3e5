/// Why a text is not a __NAME__ item.
public enum __NAME__ItemError: Error, Equatable, Sendable {
    /// Nothing but white space.
    case blank
    /// Longer than ``__NAME__Item/maximumLength`` once trimmed; `length` is its length.
    case tooLong(length: Int)
    /// It holds a control character (an escape, a bell, a tab, a line break inside).
    case controlCharacters
}
