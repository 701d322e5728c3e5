import Domain
import Presentation
import UsersDomain

/// What the interactor may hand to the presenter.
@MainActor
protocol UserDetailPresentationLogic: AnyObject {
    func presentUser(_ response: UserDetailModels.ShowUser.Response)
    func presentSave(_ response: UserDetailModels.Save.Response)
}

/// Owns the detail scene's words, including each profile rule's message, in the language it is made with.
@MainActor
final class UserDetailPresenter: UserDetailPresentationLogic {
    weak var view: (any UserDetailDisplayLogic)?
    private let words: Words

    init(language: Language) {
        self.words = .userList(language)
    }

    func presentUser(_ response: UserDetailModels.ShowUser.Response) {
        view?.displayUser(viewModel(for: response))
    }

    func presentSave(_ response: UserDetailModels.Save.Response) {
        view?.displaySave(viewModel(for: response))
    }

    func viewModel(for response: UserDetailModels.ShowUser.Response) -> UserDetailModels.ShowUser.ViewModel {
        switch response.result {
        case .success(let user):
            .init(
                outcome: .success, id: user.id.rawValue, name: user.name, email: user.email, errorMessage: nil
            )
        case .failure(let error):
            failure(error) { outcome, message in
                .init(outcome: outcome, id: nil, name: nil, email: nil, errorMessage: message)
            }
        }
    }

    func viewModel(for response: UserDetailModels.Save.Response) -> UserDetailModels.Save.ViewModel {
        switch response.result {
        case .saved(let user):
            .init(
                outcome: .success, message: words("detail.saved", ["name": user.name, "email": user.email]),
                errors: [])
        case .invalid(let violations):
            .init(outcome: .invalidInput, message: nil, errors: violations.map(message(for:)))
        case .failed(let error):
            failure(error) { outcome, message in .init(outcome: outcome, message: nil, errors: [message]) }
        case .cancelled:
            .init(outcome: .unavailable, message: nil, errors: [words("detail.cancelled")])
        case .alreadySaving:
            .init(outcome: .conflict, message: nil, errors: [words("detail.alreadySaving")])
        }
    }

    func message(for violation: UserProfileRules.Violation) -> String {
        let limit = words.number(UserProfileRules.maximumLength)
        return switch violation {
        case .invalidFirstName: words("detail.rule.firstName", ["limit": limit])
        case .invalidLastName: words("detail.rule.lastName", ["limit": limit])
        case .implausibleEmail: words("detail.rule.email")
        }
    }

    private func failure<T>(_ error: UserError, _ make: (Outcome, String) -> T) -> T {
        let (outcome, message) = UserListPresenter.wording(for: error, in: words)
        return make(outcome, message)
    }
}
