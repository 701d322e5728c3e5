import Domain
import ReadingPlanDomain

/// What the view may ask of the scene.
@MainActor
protocol ReadingPlanBusinessLogic: AnyObject {
    /// Turns the form's text into a plan, or into the first invalid field.
    func makePlan(_ request: ReadingPlanModels.MakePlan.Request)
    /// Loads the saved plan.
    func loadPlan(_ request: ReadingPlanModels.LoadPlan.Request) async
    /// Saves the plan made from the request's form, or the one the last `makePlan` produced.
    func savePlan(_ request: ReadingPlanModels.SavePlan.Request) async
    /// Ends the scene: responses still in flight are dropped, never displayed.
    func stop()
}

/// Parses the form, decides which invalid field to report first, and coordinates load and save.
///
/// It owns the scene's state (the current plan, the last revision seen, whether a save is pending)
/// and hands outcomes to the presenter. It never chooses wording.
@MainActor
final class ReadingPlanInteractor: ReadingPlanBusinessLogic {
    private let worker: ReadingPlanWorker
    private let presenter: any ReadingPlanPresentationLogic

    /// The result of the last `makePlan`: what a save would store.
    private var draft: Result<ReadingPlan, PlanFailure>?
    /// The revision last loaded or saved, sent as the expected revision of the next save.
    private var knownRevision: Revision?
    private var isSaving = false
    private var isStopped = false
    /// Bumped by every load that starts: only the newest load's answer is presented.
    private var loadGeneration = 0
    /// Loads that arrived while a save was pending, resumed when it ends.
    private var loadsWaitingForSave: [CheckedContinuation<Void, Never>] = []

    init(worker: ReadingPlanWorker, presenter: any ReadingPlanPresentationLogic) {
        self.worker = worker
        self.presenter = presenter
    }

    func makePlan(_ request: ReadingPlanModels.MakePlan.Request) {
        let result = plan(for: request)
        draft = result
        presenter.present(ReadingPlanModels.MakePlan.Response(result: result))
    }

    /// The load rules: a load while a save is pending waits for the save, so it shows what the save
    /// left; the newest load wins (an older one's answer is dropped); and an answer older than the
    /// revision this scene already knows (a save finished while it was on its way) is dropped, so a
    /// late load never replaces a newer revision.
    func loadPlan(_ request: ReadingPlanModels.LoadPlan.Request) async {
        guard !isStopped else { return }
        loadGeneration += 1
        let current = loadGeneration
        while isSaving { await withCheckedContinuation { loadsWaitingForSave.append($0) } }
        guard current == loadGeneration, !isStopped, !Task.isCancelled else { return }
        let result: Result<SavedPlan?, StorageError>
        do {
            result = .success(try await worker.load())
        } catch {
            result = .failure(error)
        }
        guard current == loadGeneration, !isStopped, !Task.isCancelled else { return }
        if case .success(let saved) = result {
            let loaded = saved?.revision ?? .unsaved
            if let knownRevision, loaded.rawValue < knownRevision.rawValue { return }
            knownRevision = loaded
        }
        presenter.presentLoad(ReadingPlanModels.LoadPlan.Response(result: result))
    }

    /// A second save while one is pending is rejected, not queued: the user sees the first one's
    /// outcome and decides again.
    func savePlan(_ request: ReadingPlanModels.SavePlan.Request) async {
        guard !isStopped else { return }
        guard !isSaving else {
            presenter.presentSave(ReadingPlanModels.SavePlan.Response(result: .alreadySaving))
            return
        }
        if let form = request.form { draft = plan(for: form) }
        let plan: ReadingPlan
        switch draft {
        case .success(let made): plan = made
        case .failure(let failure):
            return presenter.presentSave(ReadingPlanModels.SavePlan.Response(result: .invalid(failure)))
        case nil:
            return presenter.presentSave(ReadingPlanModels.SavePlan.Response(result: .invalid(.invalidPages)))
        }
        isSaving = true
        defer {
            isSaving = false
            let waiting = loadsWaitingForSave
            loadsWaitingForSave = []
            for load in waiting { load.resume() }
        }
        let result: ReadingPlanModels.SavePlan.Response.Result
        let expected = request.expectedRevision ?? knownRevision
        do {
            let saved = try await worker.save(plan, expected: expected)
            knownRevision = saved.revision
            result = .saved(saved)
        } catch .conflict(let current) where expected.map({ $0 > current }) == true {
            // A revision ahead of the stored one was never saved: not a change made elsewhere, a wrong number.
            result = .unknownRevision(asked: expected ?? current, current: current)
        } catch {
            // The port's error goes to the presenter as it is: no shape of the scene's own between.
            result = .failed(error)
        }
        guard !isStopped else { return }
        // Cancelled (Ctrl-C in the shell) while the store worked: say so, not what the store said.
        guard !Task.isCancelled else {
            return presenter.presentSave(ReadingPlanModels.SavePlan.Response(result: .cancelled))
        }
        presenter.presentSave(ReadingPlanModels.SavePlan.Response(result: result))
    }

    func stop() {
        isStopped = true
        let waiting = loadsWaitingForSave
        loadsWaitingForSave = []
        for load in waiting { load.resume() }
    }

    /// Validates pages completely (parsed and in range) before looking at days.
    ///
    /// So "0 pages, 'x' days" reports the pages. `Int.init` accepts only ASCII digits with an
    /// optional sign, so blanks, padding, unicode digits and numbers beyond `Int` are all invalid.
    private func plan(for request: ReadingPlanModels.MakePlan.Request) -> Result<ReadingPlan, PlanFailure> {
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
