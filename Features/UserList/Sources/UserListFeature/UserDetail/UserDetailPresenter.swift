import Domain
import Presentation
import UsersDomain

/// What the interactor may hand to the presenter.
@MainActor
protocol UserDetailPresentationLogic: AnyObject {
    func presentUser(_ response: UserDetailModels.ShowUser.Response)
    func presentSave(_ response: UserDetailModels.Save.Response)
}

/// Owns the detail scene's words, including each profile rule's message.
@MainActor
final class UserDetailPresenter: UserDetailPresentationLogic {
    weak var view: (any UserDetailDisplayLogic)?

    init() {}

    func presentUser(_ response: UserDetailModels.ShowUser.Response) {
        view?.displayUser(Self.viewModel(for: response))
    }

    func presentSave(_ response: UserDetailModels.Save.Response) {
        view?.displaySave(Self.viewModel(for: response))
    }

    static func viewModel(for response: UserDetailModels.ShowUser.Response)
        -> UserDetailModels.ShowUser.ViewModel
    {
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

    static func viewModel(for response: UserDetailModels.Save.Response) -> UserDetailModels.Save.ViewModel {
        switch response.result {
        case .saved(let user):
            .init(outcome: .success, message: "Saved \(user.name) <\(user.email)>.", errors: [])
        case .invalid(let violations):
            .init(outcome: .invalidInput, message: nil, errors: violations.map(message(for:)))
        case .failed(let error):
            failure(error) { outcome, message in .init(outcome: outcome, message: nil, errors: [message]) }
        case .cancelled:
            .init(
                outcome: .unavailable, message: nil,
                errors: [
                    "The save was cancelled; the change may or may not have been stored. Type show to see."
                ])
        case .alreadySaving:
            .init(
                outcome: .conflict, message: nil,
                errors: ["A save is already in progress; this one was not sent."])
        }
    }

    static func message(for violation: UserProfileRules.Violation) -> String {
        let limit = UserProfileRules.maximumLength
        return switch violation {
        case .invalidFirstName: "Enter a first name of 1 to \(limit) characters."
        case .invalidLastName: "Enter a last name of 1 to \(limit) characters."
        case .implausibleEmail: "Enter an email address such as name@example.com."
        }
    }

    private static func failure<T>(_ error: UserError, _ make: (Outcome, String) -> T) -> T {
        let (outcome, message) = UserListPresenter.wording(for: error)
        return make(outcome, message)
    }
}
