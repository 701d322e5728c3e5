public import Domain

/// A borrowed item with a civil due date.
public struct Loan: Identifiable, Equatable, Sendable {
    /// The loan's identity, typed so it cannot be mixed up with another id or a row number.
    public typealias ID = Tagged<Loan, Int>

    /// The loan's identity.
    public let id: ID
    /// The item's title, as ``validTitle(_:)`` accepts it: trimmed, 1 to 200 characters, no control characters.
    public let title: String
    /// The civil date it is due on.
    public let dueDate: CivilDate
    /// Whether the item was brought back; returned loans are never due.
    public let isReturned: Bool
    /// The civil day it was brought back, when the store knows it (loans returned before it kept the day do not).
    public let returnedOn: CivilDate?

    /// A loan, open unless `isReturned`.
    public init(
        id: ID, title: String, dueDate: CivilDate, isReturned: Bool = false, returnedOn: CivilDate? = nil
    ) {
        self.id = id
        self.title = title
        self.dueDate = dueDate
        self.isReturned = isReturned
        self.returnedOn = returnedOn
    }
}

extension Loan {
    /// The longest title accepted, in characters.
    public static let maximumTitleLength = 200

    /// The title trimmed, or nil when it is blank, too long, or holds control characters.
    public static func validTitle(_ text: String) -> String? {
        let trimmed = String(
            text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty, trimmed.count <= maximumTitleLength,
            !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return trimmed
    }
}
