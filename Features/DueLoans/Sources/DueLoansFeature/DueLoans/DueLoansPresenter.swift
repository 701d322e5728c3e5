import Domain
import LoansDomain
import Presentation

/// VIPER's presenter: asks the use case, turns its result into words, and routes only rows that are visible
/// now.
///
/// It keeps the view weakly and makes no calendar decision.
@MainActor
final class DueLoansPresenter {
    private let interactor: any DueLoansBusinessLogic
    private let router: any DueLoansRoutingLogic
    private weak var view: (any DueLoansDisplayLogic)?
    private var visibleIDs: Set<Loan.ID> = []
    private var shownDay: LoanDay?
    /// Bumped by each refresh; a result from a replaced refresh is dropped.
    private var generation = 0
    private var isStopped = false
    private(set) var current = DueLoansModels.ViewModel.empty

    init(interactor: any DueLoansBusinessLogic, router: any DueLoansRoutingLogic) {
        self.interactor = interactor
        self.router = router
    }

    func attach(_ view: any DueLoansDisplayLogic) {
        self.view = view
        view.display(current)
    }

    func refresh(on day: LoanDay) async {
        generation += 1
        let request = generation
        let outcome: Result<DueLoansModels.Response, LoanError>
        do {
            outcome = .success(try await interactor.dueLoans(on: day))
        } catch {
            outcome = .failure(error)
        }
        // A response from a replaced (or cancelled) request is never shown.
        guard request == generation, !isStopped, !Task.isCancelled else { return }
        switch outcome {
        case .success(let result):
            visibleIDs = Set((result.overdue + result.dueSoon).map(\.id))
            shownDay = day
            current = Self.viewModel(for: result)
        case .failure(let error):
            visibleIDs = []
            shownDay = nil
            current = Self.failureViewModel(error)
        }
        view?.display(current)
    }

    /// Ends the module: a refresh still in flight is dropped, and later ones draw nothing.
    func stop() { isStopped = true }

    /// Routes `id` if it is on the screen now; a stale or invented id is refused with a notice.
    func selected(id: Loan.ID) async {
        guard visibleIDs.contains(id), let day = shownDay else {
            current = DueLoansModels.ViewModel(
                outcome: .invalidInput, sections: current.sections,
                message: "Loan \(id) is not on the list.", detail: nil)
            view?.display(current)
            return
        }
        await router.openLoan(id: id, on: day)
    }

    /// The full screen's wording for one use-case result.
    static func viewModel(for result: DueLoansModels.Response) -> DueLoansModels.ViewModel {
        let overdue = DueLoansModels.Section(
            heading: "Overdue", rows: result.overdue.map(row), emptyMessage: "Nothing overdue.")
        let dueSoon = DueLoansModels.Section(
            heading: "Due soon", rows: result.dueSoon.map(row), emptyMessage: "No loans due soon.")
        return DueLoansModels.ViewModel(
            outcome: .success, sections: result.overdue.isEmpty ? [dueSoon] : [overdue, dueSoon],
            message: nil,
            detail: nil)
    }

    static func failureViewModel(_ error: LoanError) -> DueLoansModels.ViewModel {
        DueLoansModels.ViewModel(
            outcome: .unavailable, sections: [], message: "Loans could not be loaded.",
            detail: LoanWording.detail(for: error))
    }

    static func row(_ loan: DueLoan) -> DueLoansModels.Row {
        DueLoansModels.Row(
            id: loan.id.rawValue, title: loan.title, subtitle: LoanWording.relative(loan.daysRemaining))
    }
}
