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

/// Owns every word the scene shows, in the language it was made with.
///
/// Holds the view weakly: the view owns the cycle. It keeps no state between responses.
@MainActor
final class ReadingPlanPresenter: ReadingPlanPresentationLogic {
    weak var view: (any ReadingPlanDisplayLogic)?
    private let words: Words

    init(language: Language) {
        words = .readingPlan(language)
    }

    func present(_ response: ReadingPlanModels.MakePlan.Response) {
        view?.display(viewModel(for: response))
        if case .failure(let failure) = response.result {
            view?.perform(.focus(Self.field(for: failure)))
        }
    }

    func presentLoad(_ response: ReadingPlanModels.LoadPlan.Response) {
        view?.displayLoad(viewModel(for: response))
    }

    func presentSave(_ response: ReadingPlanModels.SavePlan.Response) {
        view?.displaySave(viewModel(for: response))
    }

    /// The wording of "make plan", kept pure so it can be tested without a view.
    func viewModel(for response: ReadingPlanModels.MakePlan.Response)
        -> ReadingPlanModels.MakePlan.ViewModel
    {
        switch response.result {
        case .success(let plan):
            ReadingPlanModels.MakePlan.ViewModel(
                summary: words.count("plan.make.summary", plan.dailyPages), error: nil)
        case .failure(let failure):
            ReadingPlanModels.MakePlan.ViewModel(summary: nil, error: message(for: failure))
        }
    }

    func viewModel(for response: ReadingPlanModels.LoadPlan.Response)
        -> ReadingPlanModels.LoadPlan.ViewModel
    {
        switch response.result {
        case .success(let saved?):
            ReadingPlanModels.LoadPlan.ViewModel(
                outcome: .success,
                summary: words(
                    "plan.load.saved", ["plan": describe(saved.plan), "revision": saved.revision]),
                error: nil, revision: saved.revision.rawValue)
        case .success(nil):
            ReadingPlanModels.LoadPlan.ViewModel(
                outcome: .success, summary: words("plan.load.none"), error: nil, revision: nil)
        case .failure(let failure):
            ReadingPlanModels.LoadPlan.ViewModel(
                outcome: .unavailable, summary: nil,
                error: StorageWording.message(for: failure, in: words.language), revision: nil)
        }
    }

    func viewModel(for response: ReadingPlanModels.SavePlan.Response)
        -> ReadingPlanModels.SavePlan.ViewModel
    {
        switch response.result {
        case .saved(let saved):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .success,
                message: words(
                    "plan.save.saved", ["plan": describe(saved.plan), "revision": saved.revision]),
                error: nil, revision: saved.revision.rawValue)
        case .invalid(let failure):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .invalidInput, message: nil, error: message(for: failure), revision: nil)
        case .failed(.conflict(let current)):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .conflict, message: nil, error: words("plan.save.conflict", ["current": current]),
                revision: current.rawValue)
        case .unknownRevision(let asked, let current):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .invalidInput, message: nil,
                error: words("plan.save.unknownRevision", ["asked": asked, "current": current]),
                revision: current.rawValue)
        case .failed(.storage(let failure)):
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .unavailable, message: nil,
                error: StorageWording.message(for: failure, in: words.language), revision: nil)
        case .cancelled:
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .unavailable, message: nil, error: words("plan.save.cancelled"), revision: nil)
        case .alreadySaving:
            ReadingPlanModels.SavePlan.ViewModel(
                outcome: .conflict, message: nil, error: words("plan.save.alreadySaving"), revision: nil)
        }
    }

    private func message(for failure: PlanFailure) -> String {
        switch failure {
        case .invalidPages:
            words(
                "plan.refusal.pages",
                [
                    "minimum": words.number(ReadingPlan.pageRange.lowerBound),
                    "maximum": words.number(ReadingPlan.pageRange.upperBound),
                ])
        case .invalidDays:
            words(
                "plan.refusal.days",
                [
                    "minimum": words.number(ReadingPlan.dayRange.lowerBound),
                    "maximum": words.number(ReadingPlan.dayRange.upperBound),
                ])
        }
    }

    /// "300 pages in 30 days, up to 10 pages per day".
    private func describe(_ plan: ReadingPlan) -> String {
        words(
            "plan.description",
            [
                "pages": words.count("plan.description.pages", plan.pages),
                "days": words.count("plan.description.days", plan.days),
                "dailyPages": words.count("plan.description.pages", plan.dailyPages),
            ])
    }

    private static func field(for failure: PlanFailure) -> ReadingPlanModels.Field {
        switch failure {
        case .invalidPages: .pages
        case .invalidDays: .days
        }
    }
}
