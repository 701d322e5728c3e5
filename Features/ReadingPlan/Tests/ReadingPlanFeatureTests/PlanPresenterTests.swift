import Domain
import ReadingPlanDomain
import Testing

@testable import ReadingPlanFeature

@MainActor
@Suite("PlanPresenter wording")
struct PlanPresenterTests {
    @Test("a plan is worded as a daily quota")
    func success() throws {
        let plan = try ReadingPlan(pages: 300, days: 30)
        #expect(
            PlanPresenter.viewModel(for: .init(result: .success(plan)))
                == MakePlan.ViewModel(summary: "Read up to 10 pages per day.", error: nil))
    }

    @Test("one page and one day are singular (a deliberate change from the document's template)")
    func singular() throws {
        let plan = try ReadingPlan(pages: 1, days: 1)
        #expect(
            PlanPresenter.viewModel(for: MakePlan.Response(result: .success(plan))).summary
                == "Read up to 1 page per day.")
        #expect(
            PlanPresenter.viewModel(
                for: SavePlan.Response(result: .saved(SavedPlan(plan: plan, revision: Revision(rawValue: 1))))
            )
            .message == "Saved: 1 page in 1 day, up to 1 page per day (revision 1).")
    }

    @Test("each failure has its own message and no summary")
    func failures() {
        #expect(
            PlanPresenter.viewModel(for: .init(result: .failure(.invalidPages)))
                == MakePlan.ViewModel(summary: nil, error: "Enter 1 to 100000 pages."))
        #expect(
            PlanPresenter.viewModel(for: .init(result: .failure(.invalidDays)))
                == MakePlan.ViewModel(summary: nil, error: "Enter 1 to 365 days."))
    }

    @Test("the presenter shows nothing once its view is gone, and does not crash")
    func noViewNoDisplay() throws {
        let presenter = PlanPresenter()
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
final class DisplaySpy: PlanDisplayLogic {
    private(set) var models: [MakePlan.ViewModel] = []
    private(set) var loads: [LoadPlan.ViewModel] = []
    private(set) var saves: [SavePlan.ViewModel] = []
    private(set) var effects: [PlanEffect] = []
    func display(_ model: MakePlan.ViewModel) { models.append(model) }
    func displayLoad(_ model: LoadPlan.ViewModel) { loads.append(model) }
    func displaySave(_ model: SavePlan.ViewModel) { saves.append(model) }
    func perform(_ effect: PlanEffect) { effects.append(effect) }
}
