public import Foundation

/// A day on the proleptic Gregorian calendar, with no time and no time zone: what "due on" means.
///
/// Differences between civil dates are counted in whole days, never as multiples of 86,400 seconds,
/// so daylight-saving changes cannot shift them.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The supported years; outside them a date is refused rather than overflowing.
    public static let years = 1...9999

    /// The last supported day, 9999-12-31.
    public static let latest = CivilDate(checkedYear: 9999, month: 12, day: 31)

    /// A valid date, or nil (February 30th, month 13, year 0 ...).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A date known to be valid, for the constants above.
    private init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD` in ASCII digits; anything else is nil.
    ///
    /// Reads the ten UTF-8 bytes directly, without splitting or allocating: every loan row read from
    /// the database goes through here.
    public init?(iso text: String) {
        let utf8 = text.utf8
        let parsed = utf8.withContiguousStorageIfAvailable { Self.parse($0) } ?? Self.parse(Array(utf8))
        guard let parsed else { return nil }
        self.init(year: parsed.year, month: parsed.month, day: parsed.day)
    }

    /// Whether `text` is written `YYYY-MM-DD` in ASCII digits, whether or not that day exists.
    ///
    /// `2026-02-30` is, `2026-2-3` is not: what tells "no such day" from "not written as a date".
    public static func isWrittenAsISODate(_ text: String) -> Bool { parse(Array(text.utf8)) != nil }

    /// `YYYY-MM-DD` in ASCII digits as numbers, or nil.
    private static func parse(_ bytes: some Collection<UInt8>) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count == 10 else { return nil }
        var year = 0
        var month = 0
        var day = 0
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch offset {
            case ..<4: year = year * 10 + digit
            case ..<7: month = month * 10 + digit
            default: day = day * 10 + digit
            }
        }
        return (year, month, day)
    }

    /// The civil date at `instant` as seen in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        // A Gregorian calendar always yields a valid year, month and day for a real instant.
        self.year = parts.year ?? 1970
        self.month = parts.month ?? 1
        self.day = parts.day ?? 1
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let pad = { (value: Int, width: Int) in
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Days since 1970-01-01 (negative before), by Howard Hinnant's days-from-civil algorithm.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whole civil days from `self` to `other` (positive when `other` is later).
    public func days(until other: CivilDate) -> Int { other.dayNumber - dayNumber }

    /// The date `count` civil days later (earlier when negative), or nil outside the supported years.
    public func adding(days count: Int) -> CivilDate? {
        let (sum, overflowed) = dayNumber.addingReportingOverflow(count)
        return overflowed ? nil : Self(dayNumber: sum)
    }

    /// The day numbers of 0001-01-01 and 9999-12-31: the supported years.
    public static let dayNumbers = -719_162...2_932_896

    /// The date with this day number, by the inverse of ``dayNumber``; nil outside ``dayNumbers``
    /// (which also keeps the arithmetic below from overflowing).
    public init?(dayNumber: Int) {
        guard Self.dayNumbers.contains(dayNumber) else { return nil }
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
