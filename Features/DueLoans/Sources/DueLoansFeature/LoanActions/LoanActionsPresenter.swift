import LoansDomain
import Presentation

/// Presents the two write use cases (add, return); the rules stay in the interactor.
@MainActor
final class LoanActionsPresenter {
    private let interactor: any DueLoansBusinessLogic
    private weak var view: (any LoanActionsDisplayLogic)?

    init(interactor: any DueLoansBusinessLogic) {
        self.interactor = interactor
    }

    func attach(_ view: any LoanActionsDisplayLogic) { self.view = view }

    func add(title: String, dueText: String) async {
        let model: LoanActionsModels.ViewModel
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
                case .nonexistentDueDate(let text):
                    .init(
                        outcome: .invalidInput, message: nil,
                        error: "There is no day \(text): enter a real date as YYYY-MM-DD, such as 2026-05-10."
                    )
                case .failed(let failure):
                    Self.failure(failure)
                }
        }
        view?.display(model)
    }

    func returnLoan(_ id: Loan.ID) async {
        let model: LoanActionsModels.ViewModel
        do {
            let loan = try await interactor.returnLoan(id)
            model = .init(outcome: .success, message: "Returned loan \(loan.id): \(loan.title).", error: nil)
        } catch {
            model = Self.failure(error)
        }
        view?.display(model)
    }

    private static func failure(_ error: LoanError) -> LoanActionsModels.ViewModel {
        let outcome: Outcome =
            switch error {
            case .notFound, .invalidTitle: .invalidInput
            case .storage: .unavailable
            }
        return .init(outcome: outcome, message: nil, error: LoanWording.detail(for: error))
    }
}
