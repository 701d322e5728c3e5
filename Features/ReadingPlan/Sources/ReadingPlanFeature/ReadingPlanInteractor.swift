import Domain

/// What the view may ask of the scene.
@MainActor
public protocol PlanBusinessLogic: AnyObject {
    /// Turns the form's text into a plan, or into the first invalid field.
    func makePlan(_ request: MakePlan.Request)
}

/// Parses the form and decides which invalid field to report first.
///
/// It hands the outcome to the presenter and never chooses wording.
@MainActor
public final class PlanInteractor: PlanBusinessLogic {
    private let worker: ReadingPlanWorker
    private let presenter: any PlanPresentationLogic

    public init(worker: ReadingPlanWorker, presenter: any PlanPresentationLogic) {
        self.worker = worker
        self.presenter = presenter
    }

    public func makePlan(_ request: MakePlan.Request) {
        presenter.present(MakePlan.Response(result: plan(for: request)))
    }

    /// Validates pages completely (parsed and in range) before looking at days.
    ///
    /// So "0 pages, 'x' days" reports the pages. `Int.init` accepts only ASCII digits with an optional sign, so
    /// blanks, padding, unicode digits and numbers beyond `Int` are all invalid.
    private func plan(for request: MakePlan.Request) -> Result<ReadingPlan, PlanFailure> {
        guard let pages = Int(request.pagesText), ReadingPlan.pageRange.contains(pages) else {
            return .failure(.invalidPages)
        }
        guard let days = Int(request.daysText), ReadingPlan.dayRange.contains(days) else {
            return .failure(.invalidDays)
        }
        do {
            return .success(try worker.make(pages: pages, days: days))
        } catch {
            return .failure(error)
        }
    }
}
