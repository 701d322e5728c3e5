import Domain
import LoansDomain
import Testing

@Suite("DemoLoans")
struct DemoLoansTests {
    @Test("around any day the demo loans fill both groups and leave the later ones out")
    func everyGroup() throws {
        let today = try #require(CivilDate(iso: "2026-03-29"))
        let loans = DemoLoans.loans(around: today)
        let groups = DueLoansPolicy.groups(loans, on: LoanDay(today: today))
        #expect(loans.map(\.id.rawValue) == Array(1...DemoLoans.schedule.count))
        #expect(groups.overdue.map(\.daysRemaining) == [-3, -1])
        #expect(groups.dueSoon.map(\.daysRemaining) == [0, 2, 7])
        #expect(loans.count - groups.overdue.count - groups.dueSoon.count == 2)
    }

    @Test("a due date past the end of the calendar falls on today")
    func calendarEnd() {
        let loans = DemoLoans.loans(around: .latest)
        let notBefore = DemoLoans.schedule.filter { $0.daysFromToday >= 0 }.map(\.title)
        #expect(loans.filter { $0.dueDate == .latest }.map(\.title) == notBefore)
    }
}
