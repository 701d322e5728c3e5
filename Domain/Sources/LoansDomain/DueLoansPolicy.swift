import Foundation

/// The due-loans rule, in one place for every screen that shows it (full list, widget).
///
/// - Overdue: due before today (yesterday and earlier), most overdue first, then by id.
/// - Due soon: due from today through today + 7 inclusive, soonest first, then by id.
/// - Due on today + 8 or later: in neither group. Returned loans: in neither group.
public enum DueLoansPolicy {
    /// The last day of the due-soon window, counted from today (today is day 0).
    public static let windowDays = 7

    /// Loans due up to this date are all a request needs to read: today + 7, or the last day there is
    /// (9999-12-31) when the window runs past the end of the calendar, so no day in it is left out.
    public static func lastDueDate(for day: LoanDay) -> CivilDate {
        day.today.adding(days: windowDays) ?? .latest
    }

    /// Splits `loans` into the two groups, ordered.
    public static func groups(_ loans: [Loan], on day: LoanDay) -> (overdue: [DueLoan], dueSoon: [DueLoan]) {
        let placed = loans.filter { !$0.isReturned }.map {
            DueLoan(
                id: $0.id, title: $0.title, dueDate: $0.dueDate,
                daysRemaining: day.today.days(until: $0.dueDate))
        }
        let ordered = placed.sorted { ($0.daysRemaining, $0.id) < ($1.daysRemaining, $1.id) }
        return (
            overdue: ordered.filter { $0.daysRemaining < 0 },
            dueSoon: ordered.filter { (0...windowDays).contains($0.daysRemaining) }
        )
    }
}
