import Foundation

/// A loan placed relative to today, in civil days: negative when overdue, 0 when due today.
public struct DueLoan: Equatable, Sendable {
    /// The loan's identity.
    public let id: Loan.ID
    /// The loan's title, as stored.
    public let title: String
    /// The civil date it is due on.
    public let dueDate: CivilDate
    /// Civil days from today to the due date: negative when overdue, 0 when due today.
    public let daysRemaining: Int

    /// A loan placed relative to today.
    public init(id: Loan.ID, title: String, dueDate: CivilDate, daysRemaining: Int) {
        self.id = id
        self.title = title
        self.dueDate = dueDate
        self.daysRemaining = daysRemaining
    }
}
