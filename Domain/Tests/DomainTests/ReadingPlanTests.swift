import Domain
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

    /// The ceiling property over every supported day count and a spread of page counts, asserted
    /// as the two inequalities that define "rounded up" rather than a copy of the formula.
    @Test("quota covers the book and is the smallest quota that does", arguments: ReadingPlan.dayRange)
    func ceilingProperty(days: Int) throws {
        let pageSamples = Set([1, 2, days - 1, days, days + 1, 2 * days + 1, 99_999, 100_000])
            .union(stride(from: 1, through: 100_000, by: 997))
            .filter { ReadingPlan.pageRange.contains($0) }
        for pages in pageSamples {
            let plan = try ReadingPlan(pages: pages, days: days)
            #expect(plan.dailyPages * days >= pages, "pages=\(pages) days=\(days) too small")
            #expect((plan.dailyPages - 1) * days < pages, "pages=\(pages) days=\(days) not the smallest")
        }
    }
}
