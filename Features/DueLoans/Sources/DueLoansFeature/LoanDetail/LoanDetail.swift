import LoansDomain
import Presentation

/// The loan detail's view model: title, due date and status, worded.
struct LoanDetailModel: Equatable, Sendable, Encodable {
    let outcome: Outcome
    let id: Int?
    let title: String?
    let dueDate: String?
    let status: String?
    let error: String?
}

/// What shows the detail.
@MainActor
protocol LoanDetailDisplaying: AnyObject {
    func display(_ model: LoanDetailModel)
}

/// The detail's use case: one loan, placed relative to the day the list was shown for.
struct LoanDetailInteractor: Sendable {
    private let repository: any LoanRepository

    init(repository: any LoanRepository) {
        self.repository = repository
    }

    func loan(_ id: Loan.ID, on day: LoanDay) async throws(LoanError) -> (
        loan: Loan, daysRemaining: Int
    ) {
        let loan = try await repository.loan(id)
        return (loan, day.today.days(until: loan.dueDate))
    }
}

/// Words the detail; holds the view weakly.
@MainActor
final class LoanDetailPresenter {
    private let interactor: LoanDetailInteractor
    private let id: Loan.ID
    private let day: LoanDay
    private weak var view: (any LoanDetailDisplaying)?
    private var isStopped = false

    init(interactor: LoanDetailInteractor, id: Loan.ID, day: LoanDay) {
        self.interactor = interactor
        self.id = id
        self.day = day
    }

    func attach(_ view: any LoanDetailDisplaying) { self.view = view }

    func load() async {
        let model: LoanDetailModel
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

/// The detail on a terminal; retains its presenter.
@MainActor
final class LoanDetailTerminalView: LoanDetailDisplaying, TerminalScene {
    let presenter: LoanDetailPresenter
    let title: String
    private(set) var model: LoanDetailModel?
    private let terminal: TerminalRenderer

    init(id: Loan.ID, presenter: LoanDetailPresenter, terminal: TerminalRenderer) {
        self.title = String(id.rawValue)
        self.presenter = presenter
        self.terminal = terminal
    }

    func appear() async { await presenter.load() }

    func stop() { presenter.stop() }

    /// Nothing but `back`: the detail is read-only.
    var commands: [ScreenCommand] { [] }

    func display(_ model: LoanDetailModel) {
        self.model = model
        var lines: [String] = []
        if let title = model.title, let due = model.dueDate, let status = model.status {
            lines = [title, "  due:    \(due)", "  status: \(status)"]
        }
        terminal.render(model, text: lines, errors: model.error.map { [$0] } ?? [])
    }
}
