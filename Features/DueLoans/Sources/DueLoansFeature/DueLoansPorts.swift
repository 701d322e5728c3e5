public import Foundation
public import LoansDomain

/// What the loans scenes take from the app: the store, the clock that decides today, and the one event
/// they send out.
public struct DueLoansPorts: Sendable {
    public let repository: any LoanRepository
    /// The zone whose calendar decides today's date.
    public let timeZone: TimeZone
    public let now: @Sendable () -> Date
    /// Gives a fresh store demo loans around a day, once, so a first run shows every group; called
    /// before the list is first shown for that day.
    public let demoLoans: @MainActor @Sendable (CivilDate) async -> Void
    /// The event out: the user chose to plan the reading of a loan's book.
    ///
    /// The app's root answers by pushing a plan's scene, of a feature DueLoans does not import, on the
    /// navigator it gave the scene (the shell's, or a command line's own).
    public let planReading: @MainActor @Sendable (LoanReadingPlan) async -> Void

    public init(
        repository: any LoanRepository, timeZone: TimeZone, now: @escaping @Sendable () -> Date,
        demoLoans: @escaping @MainActor @Sendable (CivilDate) async -> Void = { _ in },
        planReading: @escaping @MainActor @Sendable (LoanReadingPlan) async -> Void
    ) {
        self.repository = repository
        self.timeZone = timeZone
        self.now = now
        self.demoLoans = demoLoans
        self.planReading = planReading
    }

    /// Today, by this clock in this zone.
    func today() -> LoanDay { LoanDay(at: now(), in: timeZone) }

    /// The day a command counts from (`given`, else today), after the demo loans a fresh store gets
    /// around it: the one place they are added.
    @MainActor
    func start(on given: LoanDay?) async -> LoanDay {
        let day = given ?? today()
        await demoLoans(day.today)
        return day
    }
}
