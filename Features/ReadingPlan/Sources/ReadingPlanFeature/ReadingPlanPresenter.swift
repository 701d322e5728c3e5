import Domain
import Presentation
import ReadingPlanDomain

/// What the interactor may hand to the presenter.
@MainActor
protocol ReadingPlanPresentationLogic: AnyObject {
    /// Words the outcome of "make plan" and shows it.
    func present(_ response: ReadingPlanModels.MakePlan.Response)
    /// Words the outcome of "load plan" and shows it.
    func presentLoad(_ response: ReadingPlanModels.LoadPlan.Response)
    /// Words the outcome of "save plan" and shows it.
    func presentSave(_ response: ReadingPlanModels.SavePlan.Response)
}

/// Owns every word the scene shows.
///
/// Holds the view weakly: the view owns the cycle. It keeps no state between responses.
@MainActor
final class ReadingPlanPresenter: ReadingPlanPresentationLogic {
    weak var view: (any ReadingPlanDisplayLogic)?

    init() {}

    func present(_ response: ReadingPlanModels.MakePlan.Response) {
        view?.display(Self.viewModel(for: response))
        if case .failure(let failure) = response.result {
            view?.perform(.focus(Self.field(for: failure)))
        }
    }

    func presentLoad(_ response: ReadingPlanModels.LoadPlan.Response) {
        view?.displayLoad(Self.viewModel(for: response))
    }

    func presentSave(_ response: ReadingPlanModels.SavePlan.Response) {
        view?.displaySave(Self.viewModel(for: response))
    }

    /// The wording of "make plan", kept pure so it can be tested without a view.
    static func viewModel(for response: ReadingPlanModels.MakePlan.Response)
        -> ReadingPlanModels.MakePlan.ViewModel
    {
        switch response.result {
        case .success(let plan):
            ReadingPlanModels.MakePlan.ViewModel(
                summary: "Read up to \(CountWording.counted(plan.dailyPages, "page")) per day.", error: nil)
        case .failure(let failure):
            ReadingPlanModels.MakePlan.ViewModel(summary: nil, error: message(for: failure))
        }
    }

    static func viewModel(for response: ReadingPlanModels.LoadPlan.Response)
        -> ReadingPlanModels.LoadPlan.ViewModel
    {
        switch response.result {
        case .success(let saved?):
            ReadingPlanModels.LoadPlan.ViewModel(
                outcome: .success,
                summary: "Saved plan: \(describe(saved.plan)) (revision \(saved.revision)).",
                error: nil, revision: saved.revision.rawValue)
        case .success(nil):
            ReadingPlanModels.LoadPlan.ViewModel(
                outcome: .success, summary: "No saved plan yet.", error: nil, revision: nil)
        case .failure(let failure):
            ReadingPlanModels.LoadPlan.ViewModel(
                outcome: .unavailable, summary: nil, error: StorageWording.message(for: failure),
                revision: nil
            )
        }
    }

    static func viewModel(for response: ReadingPlanModels.SavePlan.Response)
        -> ReadingPlanModels.SavePlan.ViewModel
    {
        switch response.result {
        case .saved(let saved):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .success, message: "Saved: \(describe(saved.plan)) (revision \(saved.revision)).",
                error: nil, revision: saved.revision.rawValue)
        case .invalid(let failure):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .invalidInput, message: nil, error: message(for: failure), revision: nil)
        case .failed(.conflict(let current)):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .conflict, message: nil,
                error: "The plan was changed elsewhere and is now at revision \(current). "
                    + "Load it, then save again with revision \(current).",
                revision: current.rawValue)
        case .unknownRevision(let asked, let current):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .invalidInput, message: nil,
                error: "There is no revision \(asked): the plan is at revision \(current). "
                    + "Load it, then save again with revision \(current).",
                revision: current.rawValue)
        case .failed(.storage(let failure)):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .unavailable, message: nil, error: StorageWording.message(for: failure),
                revision: nil
            )
        case .cancelled:
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .unavailable, message: nil,
                error: "The save was cancelled; the plan may or may not have been stored. Load to see.",
                revision: nil)
        case .alreadySaving:
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .conflict, message: nil,
                error: "A save is already in progress; this one was not sent.",
                revision: nil)
        }
    }

    private static func message(for failure: PlanFailure) -> String {
        switch failure {
        case .invalidPages:
            "Enter \(ReadingPlan.pageRange.lowerBound) to \(ReadingPlan.pageRange.upperBound) pages."
        case .invalidDays:
            "Enter \(ReadingPlan.dayRange.lowerBound) to \(ReadingPlan.dayRange.upperBound) days."
        }
    }

    private static func describe(_ plan: ReadingPlan) -> String {
        "\(CountWording.counted(plan.pages, "page")) in \(CountWording.counted(plan.days, "day")), "
            + "up to \(CountWording.counted(plan.dailyPages, "page")) per day"
    }

    private static func field(for failure: PlanFailure) -> ReadingPlanModels.Field {
        switch failure {
        case .invalidPages: .pages
        case .invalidDays: .days
        }
    }
}
