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
    private let wording: LoanWording
    private weak var view: (any LoanDetailDisplayLogic)?
    private var isStopped = false

    /// `language` is the one its words are in: the terminal's, which the assembly hands on.
    init(
        interactor: LoanDetailInteractor, router: LoanDetailRouter, id: Loan.ID, day: LoanDay,
        language: Language
    ) {
        self.interactor = interactor
        self.router = router
        self.id = id
        self.day = day
        self.wording = LoanWording(language)
    }

    func attach(_ view: any LoanDetailDisplayLogic) { self.view = view }

    func load() async {
        let model: LoanDetailModels.ViewModel
        do {
            let found = try await interactor.loan(id, on: day)
            let words = wording.words
            let status =
                found.loan.isReturned ? words("loan.status.returned") : wording.relative(found.daysRemaining)
            model = .init(
                outcome: .success, id: found.loan.id.rawValue, title: found.loan.title,
                dueDate: wording.date(found.loan.dueDate), status: status, error: nil)
        } catch {
            let outcome: Outcome = if case .storage = error { .unavailable } else { .invalidInput }
            model = .init(
                outcome: outcome, id: nil, title: nil, dueDate: nil, status: nil,
                error: wording.detail(for: error))
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
                LoanDetailModels.NoPlanViewModel(outcome: outcome, error: wording.detail(for: error)))
            return
        }
        guard !isStopped, !Task.isCancelled else { return }
        let words = wording.words
        switch decided {
        case .success(let plan):
            await router.openReadingPlan(plan)
        case .failure(.returned(let title)):
            view?.display(
                .init(outcome: .invalidInput, error: words("detail.noPlan.returned", ["title": title])))
        case .failure(.overdue(let title, let daysRemaining)):
            view?.display(
                .init(
                    outcome: .invalidInput,
                    error: words.count("detail.noPlan.overdue", -daysRemaining, ["title": title])))
        }
    }

    /// Ends the detail: a load still in flight draws nothing.
    func stop() { isStopped = true }
}
