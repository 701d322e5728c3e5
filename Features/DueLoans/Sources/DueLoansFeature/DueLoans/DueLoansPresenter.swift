import LoansDomain
import Presentation

/// What the view shows: a complete frame each time.
@MainActor
protocol DueDisplaying: AnyObject {
    func display(_ frame: DueFrame)
}

/// Where the module can go: to a loan the user picked from the visible rows.
@MainActor
protocol DueRouting: AnyObject {
    func openLoan(id: Loan.ID, on day: LoanDay) async
}

/// VIPER's presenter: asks the use case, turns its result into words, and routes only rows that are visible
/// now.
///
/// It keeps the view weakly and makes no calendar decision.
@MainActor
final class DueLoansPresenter {
    private let interactor: any DueLoansUseCases
    private let router: any DueRouting
    private weak var view: (any DueDisplaying)?
    private var visibleIDs: Set<Loan.ID> = []
    private var shownDay: LoanDay?
    /// Bumped by each refresh; a result from a replaced refresh is dropped.
    private var generation = 0
    private var isStopped = false
    private(set) var current = DueFrame.empty

    init(interactor: any DueLoansUseCases, router: any DueRouting) {
        self.interactor = interactor
        self.router = router
    }

    func attach(_ view: any DueDisplaying) {
        self.view = view
        view.display(current)
    }

    func refresh(on day: LoanDay) async {
        generation += 1
        let request = generation
        let outcome: Result<DueLoansResult, LoanError>
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
            current = Self.frame(for: result)
        case .failure(let error):
            visibleIDs = []
            shownDay = nil
            current = Self.failureFrame(error)
        }
        view?.display(current)
    }

    /// Ends the module: a refresh still in flight is dropped, and later ones draw nothing.
    func stop() { isStopped = true }

    /// Routes `id` if it is on the screen now; a stale or invented id is refused with a notice.
    func selected(id: Loan.ID) async {
        guard visibleIDs.contains(id), let day = shownDay else {
            current = DueFrame(
                outcome: .invalidInput, sections: current.sections,
                message: "Loan \(id) is not on the list.", detail: nil)
            view?.display(current)
            return
        }
        await router.openLoan(id: id, on: day)
    }

    /// The full screen's wording for one use-case result.
    static func frame(for result: DueLoansResult) -> DueFrame {
        let overdue = DueSection(
            heading: "Overdue", rows: result.overdue.map(row), emptyMessage: "Nothing overdue.")
        let dueSoon = DueSection(
            heading: "Due soon", rows: result.dueSoon.map(row), emptyMessage: "No loans due soon.")
        return DueFrame(
            outcome: .success, sections: result.overdue.isEmpty ? [dueSoon] : [overdue, dueSoon],
            message: nil,
            detail: nil)
    }

    static func failureFrame(_ error: LoanError) -> DueFrame {
        DueFrame(
            outcome: .unavailable, sections: [], message: "Loans could not be loaded.",
            detail: LoanWording.detail(for: error))
    }

    static func row(_ loan: DueLoan) -> DueRow {
        DueRow(id: loan.id.rawValue, title: loan.title, subtitle: LoanWording.relative(loan.daysRemaining))
    }
}
