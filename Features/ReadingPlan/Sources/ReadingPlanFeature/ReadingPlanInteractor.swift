import Domain
import ReadingPlanDomain

/// What the view may ask of the scene.
@MainActor
public protocol PlanBusinessLogic: AnyObject {
    /// Turns the form's text into a plan, or into the first invalid field.
    func makePlan(_ request: MakePlan.Request)
    /// Loads the saved plan.
    func loadPlan(_ request: LoadPlan.Request) async
    /// Saves the plan that the last `makePlan` produced.
    func savePlan(_ request: SavePlan.Request) async
    /// Ends the scene: responses still in flight are dropped, never displayed.
    func stop()
}

/// Parses the form, decides which invalid field to report first, and coordinates load and save.
///
/// It owns the scene's state (the current plan, the last revision seen, whether a save is pending)
/// and hands outcomes to the presenter. It never chooses wording.
@MainActor
public final class PlanInteractor: PlanBusinessLogic {
    private let worker: ReadingPlanWorker
    private let presenter: any PlanPresentationLogic

    /// The result of the last `makePlan`: what a save would store.
    private var draft: Result<ReadingPlan, PlanFailure>?
    /// The revision last loaded or saved, sent as the expected revision of the next save.
    private var knownRevision: Revision?
    private var isSaving = false
    private var isStopped = false

    public init(worker: ReadingPlanWorker, presenter: any PlanPresentationLogic) {
        self.worker = worker
        self.presenter = presenter
    }

    public func makePlan(_ request: MakePlan.Request) {
        let result = plan(for: request)
        draft = result
        presenter.present(MakePlan.Response(result: result))
    }

    public func loadPlan(_ request: LoadPlan.Request) async {
        let result: Result<SavedPlan?, StorageError>
        do {
            result = .success(try await worker.load())
        } catch {
            result = .failure(error)
        }
        guard !isStopped, !Task.isCancelled else { return }
        if case .success(let saved) = result { knownRevision = saved?.revision ?? .unsaved }
        presenter.presentLoad(LoadPlan.Response(result: result))
    }

    /// A second save while one is pending is rejected, not queued: the user sees the first one's
    /// outcome and decides again.
    public func savePlan(_ request: SavePlan.Request) async {
        guard !isStopped else { return }
        guard !isSaving else {
            presenter.presentSave(SavePlan.Response(result: .alreadySaving))
            return
        }
        let plan: ReadingPlan
        switch draft {
        case .success(let made): plan = made
        case .failure(let failure): return presenter.presentSave(SavePlan.Response(result: .invalid(failure)))
        case nil: return presenter.presentSave(SavePlan.Response(result: .invalid(.invalidPages)))
        }
        isSaving = true
        defer { isSaving = false }
        let result: SavePlan.Response.Result
        do {
            let saved = try await worker.save(plan, expected: request.expectedRevision ?? knownRevision)
            knownRevision = saved.revision
            result = .saved(saved)
        } catch {
            switch error {
            case .conflict(let current): result = .conflict(currentRevision: current)
            case .unavailable(let reason): result = .unavailable(reason)
            }
        }
        guard !isStopped else { return }
        presenter.presentSave(SavePlan.Response(result: result))
    }

    public func stop() {
        isStopped = true
    }

    /// Validates pages completely (parsed and in range) before looking at days.
    ///
    /// So "0 pages, 'x' days" reports the pages. `Int.init` accepts only ASCII digits with an
    /// optional sign, so blanks, padding, unicode digits and numbers beyond `Int` are all invalid.
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
