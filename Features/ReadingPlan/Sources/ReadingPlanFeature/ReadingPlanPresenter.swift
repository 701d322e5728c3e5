import Domain

/// What the interactor may hand to the presenter.
@MainActor
public protocol PlanPresentationLogic: AnyObject {
    /// Words the outcome and shows it.
    func present(_ response: MakePlan.Response)
}

/// Owns every word the scene shows.
///
/// Holds the view weakly: the view owns the cycle.
@MainActor
public final class PlanPresenter: PlanPresentationLogic {
    public weak var view: (any PlanDisplayLogic)?

    public init() {}

    public func present(_ response: MakePlan.Response) {
        view?.display(Self.viewModel(for: response))
    }

    /// The wording, kept pure so it can be tested without a view.
    public static func viewModel(for response: MakePlan.Response) -> MakePlan.ViewModel {
        switch response.result {
        case .success(let plan):
            MakePlan.ViewModel(summary: "Read up to \(plan.dailyPages) pages per day.", error: nil)
        case .failure(.invalidPages):
            MakePlan.ViewModel(
                summary: nil,
                error:
                    "Enter \(ReadingPlan.pageRange.lowerBound) to \(ReadingPlan.pageRange.upperBound) pages.")
        case .failure(.invalidDays):
            MakePlan.ViewModel(
                summary: nil,
                error: "Enter \(ReadingPlan.dayRange.lowerBound) to \(ReadingPlan.dayRange.upperBound) days.")
        }
    }
}
