import CLIKit
import Domain
import LoansDomain
import Presentation

/// Words the detail; holds the view weakly.
@MainActor
final class LoanDetailPresenter {
    private let interactor: LoanDetailInteractor
    private let router: LoanDetailRouter
    private let id: Loan.ID
    private let day: LoanDay
    private weak var view: (any LoanDetailDisplayLogic)?
    private var isStopped = false

    init(interactor: LoanDetailInteractor, router: LoanDetailRouter, id: Loan.ID, day: LoanDay) {
        self.interactor = interactor
        self.router = router
        self.id = id
        self.day = day
    }

    func attach(_ view: any LoanDetailDisplayLogic) { self.view = view }

    func load() async {
        let model: LoanDetailModels.ViewModel
        do {
            let found = try await interactor.loan(id, on: day)
            let status = found.loan.isReturned ? "Returned" : LoanWording.relative(found.daysRemaining)
            model = .init(
                outcome: .success, id: found.loan.id.rawValue, title: found.loan.title,
                dueDate: found.loan.dueDate.description, status: status, error: nil)
        } catch {
            let outcome: Outcome = if case .storage = error { .unavailable } else { .invalidInput }
            model = .init(
                outcome: outcome, id: nil, title: nil, dueDate: nil, status: nil,
                error: LoanWording.detail(for: error))
        }
        guard !isStopped, !Task.isCancelled else { return }
        view?.display(model)
    }

    /// `plan PAGES`: the interactor decides whether a plan can be made, then the router asks the app to open
    /// it, or the view says why not.
    func plan(pagesText: String) async {
        let decided: Result<LoanReadingPlan, LoanDetailModels.NoPlan>
        do {
            decided = try await interactor.readingPlan(id, on: day, pagesText: pagesText)
        } catch {
            let outcome: Outcome = if case .storage = error { .unavailable } else { .invalidInput }
            view?.display(
                LoanDetailModels.NoPlanViewModel(outcome: outcome, error: LoanWording.detail(for: error)))
            return
        }
        guard !isStopped, !Task.isCancelled else { return }
        switch decided {
        case .success(let plan):
            await router.openReadingPlan(plan)
        case .failure(.returned(let title)):
            view?.display(.init(outcome: .invalidInput, error: "No reading plan: “\(title)” was returned."))
        case .failure(.overdue(let title, let daysRemaining)):
            let late = LoanWording.relative(daysRemaining)
            view?.display(
                .init(
                    outcome: .invalidInput,
                    error: "No reading plan: “\(title)” is \(late), so no day is left before it is due."))
        }
    }

    /// Ends the detail: a load still in flight draws nothing.
    func stop() { isStopped = true }
}
