import ReadingPlanDomain
import ReadingPlanDomainTestSupport
import Testing

@testable import ReadingPlanFeature

@MainActor
@Suite("ReadingPlanInteractor decisions")
struct PlanInteractorTests {
    let presenter = PresentationSpy()
    let interactor: ReadingPlanInteractor

    init() {
        interactor = ReadingPlanInteractor(
            worker: ReadingPlanWorker(store: FakeReadingPlanStore()), presenter: presenter)
    }

    @Test("one response per request, carrying the plan")
    func presentsPlan() throws {
        interactor.makePlan(.init(pagesText: "101", daysText: "10"))
        #expect(presenter.responses == [.init(result: .success(try ReadingPlan(pages: 101, days: 10)))])
    }

    @Test(
        "the first invalid field is reported, pages before days",
        arguments: [
            ("0", "x", PlanFailure.invalidPages), ("x", "0", .invalidPages), ("100001", "10", .invalidPages),
            ("10", "x", .invalidDays), ("10", "366", .invalidDays), ("10", "", .invalidDays),
        ])
    func firstInvalidField(pages: String, days: String, failure: PlanFailure) {
        interactor.makePlan(.init(pagesText: pages, daysText: days))
        #expect(presenter.responses == [.init(result: .failure(failure))])
    }
}

/// Records what the interactor presents.
@MainActor
final class PresentationSpy: ReadingPlanPresentationLogic {
    private(set) var responses: [ReadingPlanModels.MakePlan.Response] = []
    private(set) var loads: [ReadingPlanModels.LoadPlan.Response] = []
    private(set) var saves: [ReadingPlanModels.SavePlan.Response] = []
    func present(_ response: ReadingPlanModels.MakePlan.Response) { responses.append(response) }
    func presentLoad(_ response: ReadingPlanModels.LoadPlan.Response) { loads.append(response) }
    func presentSave(_ response: ReadingPlanModels.SavePlan.Response) { saves.append(response) }
}
