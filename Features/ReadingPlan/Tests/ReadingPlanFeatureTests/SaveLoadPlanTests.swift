import Domain
import DomainTestSupport
import Presentation
import ReadingPlanDomain
import ReadingPlanDomainTestSupport
import Testing

@testable import ReadingPlanFeature

/// Seed 000's exercise: saving asynchronously, with its concurrency policy and wording.
@MainActor
@Suite("Save and load plan")
struct SaveLoadPlanTests {
    let store = FakeReadingPlanStore()
    let output = BufferedOutput()
    let errors = BufferedOutput()
    let view: ReadingPlanTerminalView

    init() {
        view = ReadingPlanConfigurator.makeScene(
            ports: ReadingPlanPorts(store: store, open: ScreenOpener { _ in }),
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors))
    }

    @Test("load tells 'no saved plan' apart from an unavailable store")
    func absenceVersusUnavailable() async {
        await view.load()
        #expect(
            view.loadModel
                == .init(outcome: .success, summary: "No saved plan yet.", error: nil, revision: nil))
        await store.failNext(with: .busy)
        await view.load()
        #expect(view.loadModel?.outcome == .unavailable)
        #expect(view.loadModel?.error == StorageWording.message(for: .busy, in: .english))
        #expect(view.loadModel?.summary == nil)
    }

    @Test("a made plan is saved and then loaded with its revision")
    func saveThenLoad() async {
        view.submit(pages: "300", days: "30")
        await view.save(expectedRevision: nil)
        #expect(
            view.saveModel
                == .init(
                    outcome: .success,
                    message: "Saved: 300 pages in 30 days, up to 10 pages per day (revision 1).",
                    error: nil, revision: 1))
        await view.load()
        #expect(
            view.loadModel?.summary
                == "Saved plan: 300 pages in 30 days, up to 10 pages per day (revision 1).")
        #expect(await store.saved?.plan == (try? ReadingPlan(pages: 300, days: 30)))
    }

    @Test("a save with its form makes the plan and shows only the save's outcome")
    func saveWithForm() async {
        await view.save(
            form: ReadingPlanModels.MakePlan.Request(pagesText: "300", daysText: "30"), expectedRevision: nil)
        #expect(output.lines == ["Saved: 300 pages in 30 days, up to 10 pages per day (revision 1)."])
        #expect(view.model == .empty)  // the make step was not displayed
        await view.save(
            form: ReadingPlanModels.MakePlan.Request(pagesText: "300", daysText: "0"), expectedRevision: nil)
        #expect(view.saveModel?.outcome == .invalidInput)
        #expect(errors.lines == ["Enter 1 to 365 days."])
        #expect(await store.saveCount == 1)
    }

    @Test("saving invalid input saves nothing and says which field", arguments: [("x", "3"), ("3", "0")])
    func invalidInputIsNotSaved(pages: String, days: String) async {
        view.submit(pages: pages, days: days)
        await view.save(expectedRevision: nil)
        #expect(view.saveModel?.outcome == .invalidInput)
        #expect(view.saveModel?.error == view.model.error)
        #expect(await store.saveCount == 0)
    }

    @Test("saving before any plan was made is invalid input")
    func nothingMade() async {
        await view.save(expectedRevision: nil)
        #expect(view.saveModel?.outcome == .invalidInput)
        #expect(await store.saveCount == 0)
    }

    @Test("a stale revision is a conflict that names the current revision")
    func conflict() async {
        view.submit(pages: "10", days: "1")
        await view.save(expectedRevision: nil)
        await view.save(expectedRevision: Revision(rawValue: 0))
        #expect(view.saveModel?.outcome == .conflict)
        #expect(view.saveModel?.error?.contains("revision 1") == true)
        #expect(await store.saved?.revision == Revision(rawValue: 1))
    }

    @Test(
        "a revision the plan never reached is a wrong number, not a change made elsewhere",
        arguments: [2, Int.max])
    func unknownRevision(asked: Int) async {
        view.submit(pages: "10", days: "1")
        await view.save(expectedRevision: nil)
        await view.save(expectedRevision: Revision(rawValue: asked))
        #expect(view.saveModel?.outcome == .invalidInput)
        #expect(
            view.saveModel?.error == "There is no revision \(asked): the plan is at revision 1. "
                + "Load it, then save again with revision 1.")
        #expect(await store.saved?.revision == Revision(rawValue: 1))
    }

    @Test("the revision loaded is the one the next save expects")
    func loadedRevisionGuardsSave() async throws {
        await view.load()
        view.submit(pages: "10", days: "1")
        // Someone else saves after this scene loaded "no plan" (revision 0).
        _ = try await store.save(try ReadingPlan(pages: 1, days: 1), expected: nil)
        await view.save(expectedRevision: nil)
        #expect(view.saveModel?.outcome == .conflict)
    }

    @Test("an unavailable store is worded by the shared storage wording")
    func unavailable() async {
        view.submit(pages: "10", days: "1")
        await store.failNext(with: .full)
        await view.save(expectedRevision: nil)
        #expect(view.saveModel?.outcome == .unavailable)
        #expect(errors.lines.last == StorageWording.message(for: .full, in: .english))
    }

    @Test("a second save while one is pending is rejected, and the first completes")
    func secondSaveRejected() async throws {
        view.submit(pages: "10", days: "1")
        await store.holdSaves()
        let first = Task { await view.save(expectedRevision: nil) }
        try await Deadline.until("a held request", on: store.changes) { await store.parkedSaves > 0 }
        try await Deadline.finishes("the second save") { await view.save(expectedRevision: nil) }
        #expect(view.saveModel?.outcome == .conflict)
        #expect(view.saveModel?.error == "A save is already in progress; this one was not sent.")
        await store.releaseSaves()
        _ = await first.value
        #expect(view.saveModel?.outcome == .success)
        #expect(await store.saveCount == 1)
    }

    @Test("a response that arrives after the scene stopped is never displayed")
    func lateResponseDropped() async throws {
        view.submit(pages: "10", days: "1")
        await store.holdSaves()
        let pending = Task { await view.save(expectedRevision: nil) }
        try await Deadline.until("a held request", on: store.changes) { await store.parkedSaves > 0 }
        view.interactor.stop()
        await store.releaseSaves()
        _ = await pending.value
        #expect(view.saveModel == nil)
        #expect(output.lines == ["Read up to 10 pages per day."])
        await view.load()
        #expect(view.loadModel == nil)
    }

    // The load rules (Features/ReadingPlan/README.md).

    @Test("the newest load wins: an older load's answer, arriving last, is dropped")
    func newestLoadWins() async throws {
        let older = SavedPlan(plan: try ReadingPlan(pages: 10, days: 1), revision: Revision(rawValue: 1))
        let newer = SavedPlan(plan: try ReadingPlan(pages: 20, days: 1), revision: Revision(rawValue: 2))
        await store.replace(with: older)
        await store.holdLoads()
        let first = Task { await view.load() }
        try await Deadline.until("the first load", on: store.changes) { await store.parkedLoads == 1 }
        await store.replace(with: newer)
        let second = Task { await view.load() }
        try await Deadline.until("the second load", on: store.changes) { await store.parkedLoads == 2 }
        await store.releaseNewestLoad()
        _ = await second.value
        await store.releaseLoads()
        _ = await first.value
        #expect(view.loadModel?.revision == 2)
        #expect(output.lines == ["Saved plan: 20 pages in 1 day, up to 20 pages per day (revision 2)."])
    }

    @Test("the newest load wins: an older load's failure, arriving last, does not replace the plan shown")
    func olderFailureDropped() async throws {
        await store.replace(
            with: SavedPlan(plan: try ReadingPlan(pages: 10, days: 1), revision: Revision(rawValue: 1)))
        await store.holdLoads()
        await store.failNext(with: .busy)
        let failing = Task { await view.load() }
        try await Deadline.until("the failing load", on: store.changes) { await store.parkedLoads == 1 }
        let second = Task { await view.load() }
        try await Deadline.until("the second load", on: store.changes) { await store.parkedLoads == 2 }
        await store.releaseNewestLoad()
        _ = await second.value
        await store.releaseLoads()
        _ = await failing.value
        #expect(view.loadModel?.outcome == .success)
        #expect(errors.lines.isEmpty)
    }

    @Test("a load while a save is pending waits for the save, then shows what it stored")
    func loadWaitsForSave() async throws {
        view.submit(pages: "10", days: "1")
        await store.holdSaves()
        let save = Task { await view.save(expectedRevision: nil) }
        try await Deadline.until("a held save", on: store.changes) { await store.parkedSaves > 0 }
        let load = Task { await view.load() }
        for _ in 0..<50 { await Task.yield() }
        #expect(await store.loadCount == 0)
        await store.releaseSaves()
        _ = await save.value
        try await Deadline.finishes("the waiting load") { _ = await load.value }
        #expect(await store.loadCount == 1)
        #expect(view.loadModel?.revision == 1)
    }

    @Test("a late load never replaces a newer revision: the next save still expects the newer one")
    func lateLoadKeepsNewerRevision() async throws {
        view.submit(pages: "10", days: "1")
        await store.holdLoads()
        let load = Task { await view.load() }  // asked while nothing is saved
        try await Deadline.until("a held load", on: store.changes) { await store.parkedLoads == 1 }
        await view.save(expectedRevision: nil)
        #expect(view.saveModel?.revision == 1)
        await store.releaseLoads()
        _ = await load.value
        #expect(view.loadModel == nil)
        await view.save(expectedRevision: nil)
        #expect(view.saveModel?.outcome == .success)
        #expect(view.saveModel?.revision == 2)
    }

    @Test("a save cancelled while the store works says it was cancelled")
    func cancelledSave() async throws {
        view.submit(pages: "10", days: "1")
        await store.holdSaves()
        let save = Task { await view.save(expectedRevision: nil) }
        try await Deadline.until("a held save", on: store.changes) { await store.parkedSaves > 0 }
        save.cancel()
        await store.releaseSaves()
        _ = await save.value
        #expect(view.saveModel?.outcome == .unavailable)
        #expect(view.saveModel?.error?.hasPrefix("The save was cancelled") == true)
    }

    @Test("focusing the invalid field is a one-time effect, not part of the view model")
    func focusIsOneTime() {
        view.submit(pages: "100", days: "0")
        #expect(view.takeFocus() == .days)
        #expect(view.takeFocus() == nil)
        view.display(view.model)  // showing the same model again
        #expect(view.takeFocus() == nil)
        view.submit(pages: "x", days: "0")
        #expect(view.takeFocus() == .pages)
        view.submit(pages: "10", days: "1")
        #expect(view.takeFocus() == nil)
    }

    @Test("JSON mode prints each view model with its outcome and revision")
    func json() async {
        let json = BufferedOutput()
        let view = ReadingPlanConfigurator.makeScene(
            ports: ReadingPlanPorts(store: store, open: ScreenOpener { _ in }),
            terminal: TerminalRenderer(format: .json, output: json, errorOutput: errors))
        view.submit(pages: "300", days: "30")
        await view.save(expectedRevision: nil)
        #expect(
            json.lines.last
                == #"{"message":"Saved: 300 pages in 30 days, up to 10 pages per day (revision 1).","outcome":"success","revision":1}"#
        )
    }
}
