/// What DueLoans asks another feature to open and cannot open itself: a reading plan for a loan's book,
/// the payload of its one outgoing event (`DueLoansPorts.planReading`).
///
/// DueLoans imports no other feature: the app's composition root answers the event, and the preview with
/// a stand-in of its own.
///
/// It carries what the plan's scene uses, and nothing else (ADR 0020): the loan's title stays here.
public struct LoanReadingPlan: Sendable, Equatable, Encodable {
    /// The book's pages as typed: the scene that makes the plan checks them, as its own form does.
    public let pagesText: String
    /// Days left to read in: those until the due date, and one for a loan due today.
    public let days: Int
}
