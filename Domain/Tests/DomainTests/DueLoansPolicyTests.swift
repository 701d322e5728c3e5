import Domain
import Foundation
import LoansDomain
import Testing

@Suite("DueLoansPolicy")
struct DueLoansPolicyTests {
    func date(_ text: String) -> CivilDate {
        guard let date = CivilDate(iso: text) else { fatalError("bad fixture date \(text)") }
        return date
    }

    func loan(_ id: Int, _ due: String, returned: Bool = false) -> Loan {
        Loan(id: Loan.ID(rawValue: id), title: "Loan \(id)", dueDate: date(due), isReturned: returned)
    }

    @Test("boundaries: yesterday is overdue, today and today + 7 are due soon, today + 8 is in neither")
    func boundaries() {
        let day = LoanDay(today: date("2026-05-10"))
        let groups = DueLoansPolicy.groups(
            [loan(1, "2026-05-09"), loan(2, "2026-05-10"), loan(3, "2026-05-17"), loan(4, "2026-05-18")],
            on: day)
        #expect(groups.overdue.map(\.id.rawValue) == [1])
        #expect(groups.overdue.first?.daysRemaining == -1)
        #expect(groups.dueSoon.map(\.id.rawValue) == [2, 3])
        #expect(groups.dueSoon.map(\.daysRemaining) == [0, 7])
    }

    @Test("ordering: most overdue first, soonest first, ties by id")
    func ordering() {
        let day = LoanDay(today: date("2026-05-10"))
        let groups = DueLoansPolicy.groups(
            [
                loan(9, "2026-05-12"), loan(3, "2026-05-12"), loan(7, "2026-05-01"), loan(2, "2026-05-08"),
                loan(5, "2026-05-01"), loan(1, "2026-05-10"),
            ], on: day)
        #expect(groups.overdue.map(\.id.rawValue) == [5, 7, 2])
        #expect(groups.dueSoon.map(\.id.rawValue) == [1, 3, 9])
    }

    @Test("returned loans are never due")
    func returned() {
        let groups = DueLoansPolicy.groups(
            [loan(1, "2026-05-09", returned: true)], on: LoanDay(today: date("2026-05-10")))
        #expect(groups.overdue.isEmpty && groups.dueSoon.isEmpty)
    }

    @Test("a daylight-saving week counts civil days: Berlin's spring-forward week")
    func berlinSpringForward() throws {
        // Clocks go forward on Sunday 2026-03-29 in Berlin: that week has a 23-hour day.
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let fridayMorning = Date(timeIntervalSince1970: 1_774_594_800)  // 2026-03-27 08:00 +01:00
        let day = LoanDay(at: fridayMorning, in: berlin)
        #expect(day.today.description == "2026-03-27")
        let groups = DueLoansPolicy.groups(
            [loan(1, "2026-03-29"), loan(2, "2026-04-03"), loan(3, "2026-04-04")], on: day)
        #expect(groups.dueSoon.map(\.daysRemaining) == [2, 7])
        #expect(groups.dueSoon.map(\.id.rawValue) == [1, 2])
    }

    @Test("a daylight-saving week counts civil days: New York's fall-back week")
    func newYorkFallBack() throws {
        // Clocks go back on Sunday 2026-11-01 in New York: that week has a 25-hour day.
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let lateSaturday = Date(timeIntervalSince1970: 1_793_505_540)  // 2026-10-31 23:59 -04:00
        let day = LoanDay(at: lateSaturday, in: newYork)
        #expect(day.today.description == "2026-10-31")
        let groups = DueLoansPolicy.groups([loan(1, "2026-11-07"), loan(2, "2026-11-08")], on: day)
        #expect(groups.dueSoon.map(\.daysRemaining) == [7])
        // Two minutes later it is Sunday: the window moves by exactly one civil day.
        let sunday = LoanDay(at: lateSaturday.addingTimeInterval(120), in: newYork)
        #expect(sunday.today.description == "2026-11-01")
        #expect(
            DueLoansPolicy.groups([loan(2, "2026-11-08")], on: sunday).dueSoon.map(\.daysRemaining) == [7])
    }

    @Test("the read bound is today + 7")
    func readBound() {
        #expect(
            DueLoansPolicy.lastDueDate(for: LoanDay(today: date("2026-12-28"))).description == "2027-01-04")
    }

    @Test(
        "at the end of the calendar the window stops at 9999-12-31, never at today: 9999-12-24 to 9999-12-31",
        arguments: 24...31)
    func endOfCalendar(dayOfMonth: Int) throws {
        let today = try #require(CivilDate(year: 9999, month: 12, day: dayOfMonth))
        let day = LoanDay(today: today)
        let bound = DueLoansPolicy.lastDueDate(for: day)
        // 9999-12-24 + 7 is the last day there is; from 9999-12-25 on, today + 7 is past it.
        #expect(bound.description == "9999-12-31")
        // A request reads every loan due from today through the last day, and each is due soon.
        let loans = try (dayOfMonth...31).map { dueDay in
            let due = try #require(CivilDate(year: 9999, month: 12, day: dueDay))
            return Loan(
                id: Loan.ID(rawValue: dueDay), title: "Loan \(dueDay)", dueDate: due, isReturned: false)
        }
        let read = loans.filter { $0.dueDate <= bound }
        #expect(read == loans)
        #expect(
            DueLoansPolicy.groups(read, on: day).dueSoon.map(\.daysRemaining) == Array(0...(31 - dayOfMonth)))
    }
}
