import LoansDomain
import Presentation

/// The outcome of adding or returning a loan, worded.
struct LoanActionModel: Equatable, Sendable, Encodable {
    let outcome: Outcome
    let message: String?
    let error: String?
}

/// What shows an action's outcome.
@MainActor
protocol LoanActionDisplaying: AnyObject {
    func display(_ model: LoanActionModel)
}

/// Presents the two write use cases (add, return); the rules stay in the interactor.
@MainActor
final class LoanActionsPresenter {
    private let interactor: any DueLoansUseCases
    private weak var view: (any LoanActionDisplaying)?

    init(interactor: any DueLoansUseCases) {
        self.interactor = interactor
    }

    func attach(_ view: any LoanActionDisplaying) { self.view = view }

    func add(title: String, dueText: String) async {
        let model: LoanActionModel
        do {
            let loan = try await interactor.addLoan(title: title, dueText: dueText)
            model = .init(
                outcome: .success, message: "Added loan \(loan.id): \(loan.title), due \(loan.dueDate).",
                error: nil)
        } catch {
            model =
                switch error {
                case .invalidTitle:
                    Self.failure(.invalidTitle)
                case .invalidDueDate:
                    .init(
                        outcome: .invalidInput, message: nil,
                        error: "Enter the due date as YYYY-MM-DD, such as 2026-05-10.")
                case .failed(let failure):
                    Self.failure(failure)
                }
        }
        view?.display(model)
    }

    func returnLoan(_ id: Loan.ID) async {
        let model: LoanActionModel
        do {
            let loan = try await interactor.returnLoan(id)
            model = .init(outcome: .success, message: "Returned loan \(loan.id): \(loan.title).", error: nil)
        } catch {
            model = Self.failure(error)
        }
        view?.display(model)
    }

    private static func failure(_ error: LoanError) -> LoanActionModel {
        let outcome: Outcome =
            switch error {
            case .notFound, .invalidTitle: .invalidInput
            case .storage: .unavailable
            }
        return .init(outcome: outcome, message: nil, error: LoanWording.detail(for: error))
    }
}

/// Shows an action's outcome on a terminal.
@MainActor
final class LoanActionTerminalView: LoanActionDisplaying {
    let presenter: LoanActionsPresenter
    private(set) var model: LoanActionModel?
    private let terminal: TerminalRenderer

    init(presenter: LoanActionsPresenter, terminal: TerminalRenderer) {
        self.presenter = presenter
        self.terminal = terminal
    }

    func display(_ model: LoanActionModel) {
        self.model = model
        terminal.render(model, text: model.message.map { [$0] } ?? [], errors: model.error.map { [$0] } ?? [])
    }
}
