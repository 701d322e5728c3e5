import Domain

/// A borrowed item with a civil due date.
public struct Loan: Identifiable, Equatable, Sendable {
    /// The loan's identity, typed so it cannot be mixed up with another id or a row number.
    public typealias ID = Tagged<Loan, Int>

    public let id: ID
    /// What was borrowed.
    public let title: String
    /// The civil date it is due on.
    public let dueDate: CivilDate
    /// Whether the item was brought back; returned loans are never due.
    public let isReturned: Bool

    /// A loan, open unless `isReturned`.
    public init(id: ID, title: String, dueDate: CivilDate, isReturned: Bool = false) {
        self.id = id
        self.title = title
        self.dueDate = dueDate
        self.isReturned = isReturned
    }
}

/// Why a loan request failed.
public enum LoanError: Error, Equatable, Sendable {
    /// No loan has this id.
    case notFound(Loan.ID)
    /// The title is blank or too long.
    case invalidTitle
    /// The local store failed.
    case storage(StorageError)
}

/// The port for loans; Data implements it over SQLite.
public protocol LoanRepository: Sendable {
    /// Loans not yet returned that are due on or before `date`, in no particular order.
    func openLoans(dueOnOrBefore date: CivilDate) async throws(LoanError) -> [Loan]
    /// One loan, returned or not, or `.notFound`.
    func loan(_ id: Loan.ID) async throws(LoanError) -> Loan
    /// Stores a new loan and returns it with its id.
    func add(title: String, dueDate: CivilDate) async throws(LoanError) -> Loan
    /// Marks a loan returned and returns it; `.notFound` if there is no such loan.
    func markReturned(_ id: Loan.ID) async throws(LoanError) -> Loan
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
