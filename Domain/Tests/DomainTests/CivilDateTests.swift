import Foundation
import LoansDomain
import Testing

@Suite("CivilDate")
struct CivilDateTests {
    @Test(
        "strict ISO parsing",
        arguments: [
            ("2026-03-27", true), ("2024-02-29", true), ("2023-02-29", false), ("1900-02-29", false),
            ("2000-02-29", true), ("2026-13-01", false), ("2026-00-10", false), ("2026-04-31", false),
            ("26-03-27", false), ("2026-3-27", false), ("2026-03-27T00:00", false), ("", false),
            ("２０２６-03-27", false), ("2026-03-27 ", false), ("0000-01-01", false), ("9999-12-31", true),
        ])
    func parsing(text: String, valid: Bool) {
        #expect((CivilDate(iso: text) != nil) == valid)
        if valid { #expect(CivilDate(iso: text)?.description == text) }
    }

    @Test(
        "written as YYYY-MM-DD, whether or not the day exists",
        arguments: [
            ("2026-02-30", true), ("2026-13-01", true), ("0000-00-00", true), ("2026-03-27", true),
            ("2026-3-27", false), ("26-03-27", false), ("２０２６-03-27", false), ("2026/03/27", false),
            ("", false),
        ])
    func writtenAsISODate(text: String, shaped: Bool) {
        #expect(CivilDate.isWrittenAsISODate(text) == shaped)
    }

    @Test("day numbers match the Unix epoch and round-trip across the supported range")
    func dayNumbers() throws {
        #expect(CivilDate(year: 1970, month: 1, day: 1)?.dayNumber == 0)
        #expect(CivilDate(year: 2000, month: 3, day: 1)?.dayNumber == 11_017)
        #expect(CivilDate(year: 1969, month: 12, day: 31)?.dayNumber == -1)
        for number in stride(from: -719_162, through: 2_932_896, by: 997) {
            let date = try #require(CivilDate(dayNumber: number))
            #expect(date.dayNumber == number)
        }
    }

    @Test("consecutive day numbers are consecutive dates, over leap days and year ends")
    func consecutive() throws {
        var date = try #require(CivilDate(year: 1999, month: 12, day: 25))
        for _ in 0..<(366 * 5) {
            let next = try #require(date.adding(days: 1))
            #expect(date.days(until: next) == 1)
            #expect(next > date)
            date = next
        }
        #expect(date == CivilDate(year: 2004, month: 12, day: 28))
    }

    @Test("today is the civil date in the given time zone, a minute either side of midnight")
    func midnight() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        // 2026-03-26 23:59 and 2026-03-27 00:01 in Berlin (UTC+1 before the switch).
        let before = Date(timeIntervalSince1970: 1_774_565_940)
        let after = before.addingTimeInterval(120)
        #expect(CivilDate(before, in: berlin).description == "2026-03-26")
        #expect(CivilDate(after, in: berlin).description == "2026-03-27")
        // The same instants are other days elsewhere.
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(CivilDate(before, in: tokyo).description == "2026-03-27")
    }

    // Found by the fuzzer (dates): adding Int.max days overflowed instead of answering nil.
    @Test("day arithmetic far outside the supported years is nil, never an overflow")
    func extremeOffsets() throws {
        let today = try #require(CivilDate(year: 2026, month: 11, day: 30))
        #expect(today.adding(days: .max) == nil)
        #expect(today.adding(days: .min) == nil)
        #expect(CivilDate(dayNumber: .max) == nil)
        #expect(CivilDate(dayNumber: .min) == nil)
        #expect(CivilDate(year: 1, month: 1, day: 1)?.dayNumber == CivilDate.dayNumbers.lowerBound)
        #expect(CivilDate(year: 9999, month: 12, day: 31)?.dayNumber == CivilDate.dayNumbers.upperBound)
        #expect(CivilDate.latest == CivilDate(year: 9999, month: 12, day: 31))
        #expect(CivilDate(dayNumber: CivilDate.dayNumbers.upperBound + 1) == nil)
    }
}
