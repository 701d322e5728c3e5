import Domain
import Presentation
import ReadingPlanDomain
import Testing

@testable import ReadingPlanFeature

@MainActor
@Suite("ReadingPlanPresenter wording")
struct PlanPresenterTests {
    let presenter = ReadingPlanPresenter(language: .english)

    @Test("a plan is worded as a daily quota")
    func success() throws {
        let plan = try ReadingPlan(pages: 300, days: 30)
        #expect(
            presenter.viewModel(for: .init(result: .success(plan)))
                == ReadingPlanModels.MakePlan.ViewModel(summary: "Read up to 10 pages per day.", error: nil))
    }

    @Test("one page and one day are singular (a deliberate change from the document's template)")
    func singular() throws {
        let plan = try ReadingPlan(pages: 1, days: 1)
        #expect(
            presenter.viewModel(for: ReadingPlanModels.MakePlan.Response(result: .success(plan)))
                .summary
                == "Read up to 1 page per day.")
        #expect(
            presenter.viewModel(
                for: ReadingPlanModels.SavePlan.Response(
                    result: .saved(SavedPlan(plan: plan, revision: Revision(rawValue: 1))))
            )
            .message == "Saved: 1 page in 1 day, up to 1 page per day (revision 1).")
    }

    @Test("each failure has its own message and no summary")
    func failures() {
        #expect(
            presenter.viewModel(for: .init(result: .failure(.invalidPages)))
                == ReadingPlanModels.MakePlan.ViewModel(summary: nil, error: "Enter 1 to 100000 pages."))
        #expect(
            presenter.viewModel(for: .init(result: .failure(.invalidDays)))
                == ReadingPlanModels.MakePlan.ViewModel(summary: nil, error: "Enter 1 to 365 days."))
    }

    @Test("the presenter shows nothing once its view is gone, and does not crash")
    func noViewNoDisplay() throws {
        let view = DisplaySpy()
        presenter.view = view
        presenter.present(.init(result: .failure(.invalidDays)))
        #expect(view.models.count == 1)
        presenter.view = nil
        presenter.present(.init(result: .failure(.invalidDays)))
        #expect(view.models.count == 1)
    }
}

/// Records what the presenter displays.
@MainActor
final class DisplaySpy: ReadingPlanDisplayLogic {
    private(set) var models: [ReadingPlanModels.MakePlan.ViewModel] = []
    private(set) var loads: [ReadingPlanModels.LoadPlan.ViewModel] = []
    private(set) var saves: [ReadingPlanModels.SavePlan.ViewModel] = []
    private(set) var effects: [ReadingPlanModels.Effect] = []
    func display(_ model: ReadingPlanModels.MakePlan.ViewModel) { models.append(model) }
    func displayLoad(_ model: ReadingPlanModels.LoadPlan.ViewModel) { loads.append(model) }
    func displaySave(_ model: ReadingPlanModels.SavePlan.ViewModel) { saves.append(model) }
    func perform(_ effect: ReadingPlanModels.Effect) { effects.append(effect) }
}
