import Domain
import Presentation
import UsersDomain

/// What the interactor may hand to the presenter.
@MainActor
protocol UserListPresentationLogic: AnyObject {
    func present(_ response: UserListModels.FetchUsers.Response)
    /// Words a selection of a row that is not on the list.
    func presentMissingRow(_ response: UserListModels.SelectRow.Response)
    /// Words a next page asked for after the last one.
    func presentLastPage(_ response: UserListModels.LastPage.Response)
}

/// Maps the whole snapshot each time; stateless, so a refresh can never duplicate rows here.
///
/// Its words are in the language it is made with, which the configurator takes from the terminal.
@MainActor
final class UserListPresenter: UserListPresentationLogic {
    weak var view: (any UserListDisplayLogic)?
    private let words: Words

    init(language: Language) {
        self.words = .userList(language)
    }

    func present(_ response: UserListModels.FetchUsers.Response) {
        view?.display(viewModel(for: response))
    }

    func presentMissingRow(_ response: UserListModels.SelectRow.Response) {
        view?.displayMissingRow(viewModel(for: response))
    }

    func presentLastPage(_ response: UserListModels.LastPage.Response) {
        view?.displayLastPage(viewModel(for: response))
    }

    func viewModel(for response: UserListModels.LastPage.Response) -> UserListModels.LastPage.ViewModel {
        UserListModels.LastPage.ViewModel(
            message: words("list.lastPage", ["page": response.page, "pages": response.totalPages]))
    }

    func viewModel(for response: UserListModels.SelectRow.Response) -> UserListModels.SelectRow.ViewModel {
        let row = response.index + 1
        let message =
            response.rowCount == 0
            ? words("list.missingRow.empty", ["row": row])
            : words.count("list.missingRow", response.rowCount, ["row": row])
        return UserListModels.SelectRow.ViewModel(outcome: .invalidInput, errorMessage: message)
    }

    func viewModel(for response: UserListModels.FetchUsers.Response) -> UserListModels.FetchUsers.ViewModel {
        let rows = response.users.map {
            UserListModels.FetchUsers.ViewModel.Row(id: $0.id.rawValue, title: $0.name, subtitle: $0.email)
        }
        let outcome: Outcome
        let message: String?
        switch (response.error, response.missingPage) {
        case (let error?, _):
            (outcome, message) = Self.wording(for: error, in: words)
        case (nil, let missing?):
            outcome = .invalidInput
            message = words.count("list.missingPage", response.totalPages, ["page": missing])
        case (nil, nil):
            (outcome, message) = (.success, nil)
        }
        // The rows shown keep their page line, also under a refused page.
        let pageInfo =
            response.page == 0
            ? nil
            : words.count(
                "list.pageInfo", response.total, ["page": response.page, "pages": response.totalPages])
        return UserListModels.FetchUsers.ViewModel(
            outcome: outcome, rows: rows, loading: response.loading, errorMessage: message,
            pageInfo: pageInfo,
            canLoadMore: response.page > 0 && response.page < response.totalPages)
    }

    /// Shared by both scenes: how a failed directory request reads, in the language of `words`.
    static func wording(for error: UserError, in words: Words) -> (Outcome, String) {
        switch error {
        case .notFound(let id): (.invalidInput, words("users.notFound", ["id": id]))
        case .storage(let failure):
            (
                .unavailable,
                words(
                    "users.loadFailed", ["reason": StorageWording.message(for: failure, in: words.language)])
            )
        case .service(let failure):
            (
                ServiceWording.outcome(for: failure),
                words(
                    "users.loadFailed", ["reason": ServiceWording.message(for: failure, in: words.language)])
            )
        }
    }
}
