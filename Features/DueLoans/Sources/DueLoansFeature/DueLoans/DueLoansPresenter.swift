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
    private let wording: LoanWording
    private weak var view: (any DueLoansDisplayLogic)?
    private var visibleIDs: Set<Loan.ID> = []
    private var shownDay: LoanDay?
    /// Bumped by each refresh; a result from a replaced refresh is dropped.
    private var generation = 0
    private var isStopped = false
    private(set) var current = DueLoansModels.ViewModel.empty

    /// `language` is the one its words are in: the terminal's, which the assembly hands on.
    init(interactor: any DueLoansBusinessLogic, router: any DueLoansRoutingLogic, language: Language) {
        self.interactor = interactor
        self.router = router
        self.wording = LoanWording(language)
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
            current = Self.viewModel(for: result, wording: wording)
        case .failure(let error):
            visibleIDs = []
            shownDay = nil
            current = Self.failureViewModel(error, wording: wording)
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
                message: wording.words("loans.notOnList", ["id": id.rawValue]), detail: nil)
            view?.display(current)
            return
        }
        await router.openLoan(id: id, on: day)
    }

    /// The full screen's wording for one use-case result.
    static func viewModel(for result: DueLoansModels.Response, wording: LoanWording)
        -> DueLoansModels.ViewModel
    {
        let words = wording.words
        let overdue = DueLoansModels.Section(
            heading: words("loans.heading.overdue"), rows: result.overdue.map { row($0, wording: wording) },
            emptyMessage: words("loans.empty.overdue"))
        let dueSoon = DueLoansModels.Section(
            heading: words("loans.heading.dueSoon"), rows: result.dueSoon.map { row($0, wording: wording) },
            emptyMessage: words("loans.empty.dueSoon"))
        return DueLoansModels.ViewModel(
            outcome: .success, sections: result.overdue.isEmpty ? [dueSoon] : [overdue, dueSoon],
            message: nil,
            detail: nil)
    }

    static func failureViewModel(_ error: LoanError, wording: LoanWording) -> DueLoansModels.ViewModel {
        let words = wording.words
        return DueLoansModels.ViewModel(
            outcome: .unavailable, sections: [], message: words("loans.failed"),
            detail: wording.detail(for: error))
    }

    static func row(_ loan: DueLoan, wording: LoanWording) -> DueLoansModels.Row {
        DueLoansModels.Row(
            id: loan.id.rawValue, title: loan.title, subtitle: wording.relative(loan.daysRemaining))
    }
}
