import ReadingPlanDomain
import Testing

@Suite("ReadingPlan rule")
struct ReadingPlanTests {
    @Test(
        "daily quota rounds up",
        arguments: [
            (101, 10, 11), (1, 1, 1), (100, 10, 10), (100_000, 365, 274), (1, 365, 1), (365, 365, 1),
            (366, 365, 2), (100_000, 1, 100_000),
        ])
    func dailyQuotaRoundsUp(pages: Int, days: Int, expected: Int) throws {
        let plan = try ReadingPlan(pages: pages, days: days)
        #expect(plan.dailyPages == expected)
        #expect(plan.pages == pages)
        #expect(plan.days == days)
    }

    @Test("pages outside 1...100000 are refused", arguments: [0, -1, 100_001, Int.min, Int.max])
    func pagesOutOfBounds(pages: Int) {
        #expect(throws: PlanFailure.invalidPages) { try ReadingPlan(pages: pages, days: 10) }
    }

    @Test("days outside 1...365 are refused", arguments: [0, -1, 366, Int.min, Int.max])
    func daysOutOfBounds(days: Int) {
        #expect(throws: PlanFailure.invalidDays) { try ReadingPlan(pages: 100, days: days) }
    }

    @Test("pages are checked before days")
    func pagesFirst() {
        #expect(throws: PlanFailure.invalidPages) { try ReadingPlan(pages: 0, days: 0) }
    }

    /// The ceiling property over the whole supported domain (every page count for every day count),
    /// asserted as the two inequalities that define "rounded up" rather than a copy of the formula.
    @Test("quota covers the book and is the smallest quota that does", arguments: ReadingPlan.dayRange)
    func ceilingProperty(days: Int) throws {
        var counterexamples: [Int] = []
        for pages in ReadingPlan.pageRange {
            let plan = try ReadingPlan(pages: pages, days: days)
            let covers = plan.dailyPages * days >= pages
            let smallest = (plan.dailyPages - 1) * days < pages
            if !(covers && smallest) { counterexamples.append(pages) }
        }
        #expect(counterexamples.isEmpty, "days=\(days): wrong quota for pages \(counterexamples.prefix(5))")
    }
}
