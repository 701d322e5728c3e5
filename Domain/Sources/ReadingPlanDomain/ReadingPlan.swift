/// A plan for finishing a book: the same number of pages every day, enough to cover them all.
public struct ReadingPlan: Equatable, Hashable, Sendable {
    /// The supported book sizes; the upper bound also keeps `pages + days` far from overflow.
    public static let pageRange = 1...100_000
    /// The supported plan lengths, at most one year.
    public static let dayRange = 1...365

    /// Pages in the book.
    public let pages: Int
    /// Days to finish in.
    public let days: Int
    /// Pages to read each day, rounded up so that `dailyPages * days >= pages`.
    public let dailyPages: Int

    /// Makes a plan, checking the pages before the days so callers get one predictable failure.
    public init(pages: Int, days: Int) throws(PlanFailure) {
        guard Self.pageRange.contains(pages) else { throw .invalidPages }
        guard Self.dayRange.contains(days) else { throw .invalidDays }
        self.pages = pages
        self.days = days
        self.dailyPages = (pages + days - 1) / days
    }
}
