import Domain

/// The loans a fresh install shows, dated around the day it first runs.
///
/// Stated once, here: the SQLite store adds them on its first day, and previews seed their fakes with
/// them, so the app and a preview show the same loans.
public enum DemoLoans {
    /// Each demo loan's title and due date, in days from the first day.
    ///
    /// Two are overdue, one is due today, two are due soon and two later, so every group has something to
    /// show and the window's edge (day 7 in, day 8 out) is visible.
    public static let schedule: [(title: String, daysFromToday: Int)] = [
        ("The Pragmatic Programmer", -3), ("Structure and Interpretation of Computer Programs", -1),
        ("Clean Architecture", 0), ("Refactoring", 2), ("Domain-Driven Design", 7),
        ("The Mythical Man-Month", 8),
        ("Working Effectively with Legacy Code", 21),
    ]

    /// The demo loans due around `today`, open, with ids from 1 in ``schedule`` order.
    ///
    /// The ids are those a fresh store gives them. A due date past either end of the calendar falls on
    /// `today`.
    public static func loans(around today: CivilDate) -> [Loan] {
        schedule.enumerated().map { index, entry in
            Loan(
                id: Loan.ID(rawValue: index + 1), title: entry.title,
                dueDate: today.adding(days: entry.daysFromToday) ?? today)
        }
    }
}
