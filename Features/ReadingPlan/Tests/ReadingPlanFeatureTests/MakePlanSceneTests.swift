import Presentation
import ReadingPlanDomainTestSupport
import Testing

@testable import ReadingPlanFeature

/// The assembled VIP cycle, driven through the view as a user would.
@MainActor
@Suite("Make plan scene")
struct MakePlanSceneTests {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    let view: ReadingPlanTerminalView

    init() {
        view = ReadingPlanConfigurator.makeScene(
            ports: ReadingPlanPorts(store: FakeReadingPlanStore(), open: ScreenOpener { _ in }),
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors))
    }

    @Test("101 pages in 10 days is 11 a day")
    func seedSuccess() {
        view.submit(pages: "101", days: "10")
        #expect(
            view.model
                == ReadingPlanModels.MakePlan.ViewModel(summary: "Read up to 11 pages per day.", error: nil))
        #expect(output.lines == ["Read up to 11 pages per day."])
        #expect(errors.lines.isEmpty)
    }

    @Test("words for pages are refused with the pages message")
    func seedInvalidPages() {
        view.submit(pages: "many", days: "10")
        #expect(view.model.summary == nil)
        #expect(view.model.error == "Enter 1 to 100000 pages.")
        #expect(errors.lines == ["Enter 1 to 100000 pages."])
        #expect(output.lines.isEmpty)
    }

    @Test("zero days is refused with the days message")
    func seedInvalidDays() {
        view.submit(pages: "100", days: "0")
        #expect(view.model.error == "Enter 1 to 365 days.")
    }

    @Test(
        "valid bounds",
        arguments: [
            ("1", "1", "Read up to 1 page per day."),
            ("100000", "365", "Read up to 274 pages per day."),
            ("100000", "1", "Read up to 100000 pages per day."),
            ("1", "365", "Read up to 1 page per day."),
            ("+50", "5", "Read up to 10 pages per day."),
        ])
    func validBounds(pages: String, days: String, summary: String) {
        view.submit(pages: pages, days: days)
        #expect(view.model == ReadingPlanModels.MakePlan.ViewModel(summary: summary, error: nil))
    }

    @Test(
        "hostile pages are refused before days are looked at",
        arguments: [
            "0", "100001", "-1", "-100", "", " ", "\t", " 101", "101 ", "1 0", "10.5", "1e3", "0x10",
            "99999999999999999999999", "-99999999999999999999999", "١٠١", "１０１", "101\u{0}",
            "'; DROP TABLE plans;--",
        ])
    func hostilePages(pages: String) {
        view.submit(pages: pages, days: "also bad")
        #expect(
            view.model
                == ReadingPlanModels.MakePlan.ViewModel(summary: nil, error: "Enter 1 to 100000 pages."))
    }

    @Test(
        "hostile days are refused",
        arguments: ["0", "366", "-1", "", " ", " 10", "10 ", "99999999999999999999999", "٣", "7.0"])
    func hostileDays(days: String) {
        view.submit(pages: "100", days: days)
        #expect(
            view.model == ReadingPlanModels.MakePlan.ViewModel(summary: nil, error: "Enter 1 to 365 days."))
    }

    @Test("a later request replaces the earlier model")
    func laterRequestWins() {
        view.submit(pages: "many", days: "10")
        view.submit(pages: "10", days: "10")
        #expect(
            view.model
                == ReadingPlanModels.MakePlan.ViewModel(summary: "Read up to 1 page per day.", error: nil))
    }
}
