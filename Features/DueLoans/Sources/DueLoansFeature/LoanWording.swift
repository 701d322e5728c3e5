import Domain
import LoansDomain
import Presentation

/// The module's shared phrases, in one language: the presenters' one way to their words.
struct LoanWording {
    let words: Words

    init(_ language: Language) {
        self.words = Words.dueLoans(language)
    }

    /// "Due today", "Due in 1 day", "Due in 3 days", "1 day overdue", "4 days overdue".
    func relative(_ daysRemaining: Int) -> String {
        switch daysRemaining {
        case 0: words("loan.status.dueToday")
        case 1...: words.count("loan.status.dueIn", daysRemaining)
        default: words.count("loan.status.overdue", -daysRemaining)
        }
    }

    /// The same inside a sentence, "(due today)", "(3 days overdue)": its own words, as a language may
    /// write more than the first letter differently there.
    func relativeInline(_ daysRemaining: Int) -> String {
        switch daysRemaining {
        case 0: words("widget.when.dueToday")
        case 1...: words.count("widget.when.dueIn", daysRemaining)
        default: words.count("widget.when.overdue", -daysRemaining)
        }
    }

    /// A due date as people read it: `2026-03-27` in English, `27.03.2026` in German.
    ///
    /// Written from the date's own numbers, not with a `DateFormatter`: a civil date is on the proleptic
    /// Gregorian calendar, and Foundation's Gregorian calendar turns Julian before 1582.
    func date(_ date: CivilDate) -> String {
        func padded(_ number: Int, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return words(
            "loan.date",
            ["year": padded(date.year, 4), "month": padded(date.month, 2), "day": padded(date.day, 2)])
    }

    func detail(for error: LoanError) -> String {
        switch error {
        case .storage(let failure): StorageWording.message(for: failure, in: words.language)
        case .notFound(let id): words("loan.error.notFound", ["id": id.rawValue])
        case .invalidTitle: words("loan.error.invalidTitle", ["maximum": Loan.maximumTitleLength])
        case .alreadyReturned(let id, let day):
            day.map { words("loan.error.alreadyReturned", ["id": id.rawValue, "date": date($0)]) }
                ?? words("loan.error.alreadyReturnedUndated", ["id": id.rawValue])
        }
    }
}
