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
@MainActor
final class UserListPresenter: UserListPresentationLogic {
    weak var view: (any UserListDisplayLogic)?

    init() {}

    func present(_ response: UserListModels.FetchUsers.Response) {
        view?.display(Self.viewModel(for: response))
    }

    func presentMissingRow(_ response: UserListModels.SelectRow.Response) {
        view?.displayMissingRow(Self.viewModel(for: response))
    }

    func presentLastPage(_ response: UserListModels.LastPage.Response) {
        view?.displayLastPage(Self.viewModel(for: response))
    }

    static func viewModel(for response: UserListModels.LastPage.Response) -> UserListModels.LastPage.ViewModel
    {
        UserListModels.LastPage.ViewModel(
            message:
                "This is the last page (\(response.page) of \(response.totalPages)); there is no next one.")
    }

    static func viewModel(for response: UserListModels.SelectRow.Response)
        -> UserListModels.SelectRow.ViewModel
    {
        let shown =
            switch response.rowCount {
            case 0: "the list is empty"
            case 1: "the list has 1 row"
            default: "the list has rows 1 to \(response.rowCount)"
            }
        return UserListModels.SelectRow.ViewModel(
            outcome: .invalidInput, errorMessage: "There is no row \(response.index + 1): \(shown).")
    }

    static func viewModel(for response: UserListModels.FetchUsers.Response)
        -> UserListModels.FetchUsers.ViewModel
    {
        let rows = response.users.map {
            UserListModels.FetchUsers.ViewModel.Row(id: $0.id.rawValue, title: $0.name, subtitle: $0.email)
        }
        let outcome: Outcome
        let message: String?
        switch (response.error, response.missingPage) {
        case (let error?, _):
            (outcome, message) = wording(for: error)
        case (nil, let missing?):
            outcome = .invalidInput
            message = "Page \(missing) does not exist: there \(pages(response.totalPages))."
        case (nil, nil):
            (outcome, message) = (.success, nil)
        }
        // The rows shown keep their page line, also under a refused page.
        let pageInfo =
            response.page == 0
            ? nil
            : "Page \(response.page) of \(response.totalPages), \(CountWording.counted(response.total, "user"))"
        return UserListModels.FetchUsers.ViewModel(
            outcome: outcome, rows: rows, loading: response.loading, errorMessage: message,
            pageInfo: pageInfo,
            canLoadMore: response.page > 0 && response.page < response.totalPages)
    }

    /// Shared by both scenes: how a failed directory request reads.
    static func wording(for error: UserError) -> (Outcome, String) {
        switch error {
        case .notFound(let id): (.invalidInput, "There is no user with id \(id).")
        case .storage(let failure):
            (.unavailable, "Users could not be loaded. " + StorageWording.message(for: failure))
        case .service(let failure):
            (
                ServiceWording.outcome(for: failure),
                "Users could not be loaded. " + ServiceWording.message(for: failure)
            )
        }
    }

    private static func pages(_ count: Int) -> String {
        count == 1 ? "is 1 page" : "are \(count) pages"
    }
}
