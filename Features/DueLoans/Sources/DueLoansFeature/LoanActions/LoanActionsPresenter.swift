import Domain
import LoansDomain
import Presentation

/// Presents the two write use cases (add, return); the rules stay in the interactor.
@MainActor
final class LoanActionsPresenter {
    private let interactor: any DueLoansBusinessLogic
    private let wording: LoanWording
    private weak var view: (any LoanActionsDisplayLogic)?

    /// `language` is the one its words are in: the terminal's, which the assembly hands on.
    init(interactor: any DueLoansBusinessLogic, language: Language) {
        self.interactor = interactor
        self.wording = LoanWording(language)
    }

    func attach(_ view: any LoanActionsDisplayLogic) { self.view = view }

    func add(title: String, dueText: String) async {
        let words = wording.words
        let model: LoanActionsModels.ViewModel
        do {
            let loan = try await interactor.addLoan(title: title, dueText: dueText)
            let added = words(
                "actions.added",
                ["id": loan.id.rawValue, "title": loan.title, "due": wording.date(loan.dueDate)])
            model = .init(outcome: .success, message: added, error: nil)
        } catch {
            model =
                switch error {
                case .invalidTitle:
                    failure(.invalidTitle)
                case .invalidDueDate:
                    .init(outcome: .invalidInput, message: nil, error: words("actions.invalidDueDate"))
                case .nonexistentDueDate(let text):
                    .init(
                        outcome: .invalidInput, message: nil,
                        error: words("actions.nonexistentDueDate", ["text": text]))
                case .failed(let failure):
                    self.failure(failure)
                }
        }
        view?.display(model)
    }

    func returnLoan(_ id: Loan.ID, on day: CivilDate) async {
        let words = wording.words
        let model: LoanActionsModels.ViewModel
        do {
            let loan = try await interactor.returnLoan(id, on: day)
            let returned = words("actions.returned", ["id": loan.id.rawValue, "title": loan.title])
            model = .init(outcome: .success, message: returned, error: nil)
        } catch {
            model = failure(error)
        }
        view?.display(model)
    }

    private func failure(_ error: LoanError) -> LoanActionsModels.ViewModel {
        let outcome: Outcome =
            switch error {
            case .notFound, .invalidTitle, .alreadyReturned: .invalidInput
            case .storage: .unavailable
            }
        return .init(outcome: outcome, message: nil, error: wording.detail(for: error))
    }
}
