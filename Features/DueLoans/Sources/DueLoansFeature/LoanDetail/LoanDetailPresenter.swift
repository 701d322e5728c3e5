import LoansDomain
import Presentation

/// Words the detail; holds the view weakly.
@MainActor
final class LoanDetailPresenter {
    private let interactor: LoanDetailInteractor
    private let id: Loan.ID
    private let day: LoanDay
    private weak var view: (any LoanDetailDisplayLogic)?
    private var isStopped = false

    init(interactor: LoanDetailInteractor, id: Loan.ID, day: LoanDay) {
        self.interactor = interactor
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

    /// Ends the detail: a load still in flight draws nothing.
    func stop() { isStopped = true }
}
