import Domain
import Presentation
import Testing
import UsersDomain

@testable import UserListFeature

@MainActor
@Suite("UserListPresenter")
struct UserListPresenterTests {
    let ada = User(id: .init(rawValue: 7), firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")
    var presenter: UserListPresenter { UserListPresenter(language: .english) }

    func response(
        users: [User], error: UserError? = nil, page: Int = 1, totalPages: Int = 3, total: Int = 13
    ) -> UserListModels.FetchUsers.Response {
        .init(users: users, loading: .none, error: error, page: page, totalPages: totalPages, total: total)
    }

    @Test("rows carry the id, the full name and the email; the page line counts pages and users")
    func mapping() {
        let model = presenter.viewModel(for: response(users: [ada]))
        #expect(model.rows == [.init(id: 7, title: "Ada Lovelace", subtitle: "ada@example.com")])
        #expect(model.pageInfo == "Page 1 of 3, 13 users")
        #expect(model.canLoadMore)
        #expect(model.outcome == .success)
        #expect(model.errorMessage == nil)
    }

    @Test("a page past the end is invalid input naming the page count; the rows shown keep their page line")
    func pastTheEnd() {
        let fresh = presenter.viewModel(
            for: .init(
                users: [], loading: .none, error: nil, page: 0, totalPages: 3, total: 13, missingPage: 9))
        #expect(fresh.outcome == .invalidInput)
        #expect(fresh.errorMessage == "Page 9 does not exist: there are 3 pages.")
        #expect(fresh.pageInfo == nil)
        #expect(!fresh.canLoadMore)  // no page is shown to follow
        let shown = presenter.viewModel(
            for: .init(
                users: [ada], loading: .none, error: nil, page: 3, totalPages: 3, total: 13, missingPage: 4))
        #expect(shown.outcome == .invalidInput)
        #expect(shown.errorMessage == "Page 4 does not exist: there are 3 pages.")
        #expect(shown.rows.map(\.id) == [7])
        #expect(shown.pageInfo == "Page 3 of 3, 13 users")
        #expect(!shown.canLoadMore)
    }

    @Test("failures say the users could not be loaded, and why")
    func failures() {
        let service = presenter.viewModel(
            for: response(users: [ada], error: .service(.unavailable(reason: .answered(status: 500)))))
        #expect(service.outcome == .unavailable)
        #expect(service.errorMessage?.hasPrefix("Users could not be loaded.") == true)
        #expect(service.errorMessage?.contains("the server answered 500") == true)
        #expect(service.rows.count == 1)
        let storage = presenter.viewModel(
            for: response(users: [], error: .storage(.busy)))
        #expect(storage.outcome == .unavailable)
    }

    @Test("the same response maps to the same model: the presenter keeps no state")
    func stateless() {
        let presenter = UserListPresenter(language: .english)
        let view = UserListDisplaySpy()
        presenter.view = view
        presenter.present(response(users: [ada]))
        presenter.present(response(users: [ada]))
        #expect(view.models.count == 2)
        #expect(view.models[0] == view.models[1])
        #expect(view.models[1].rows.count == 1)
    }

    @Test(
        "a missing row is named with the rows there are, singular for one",
        arguments: [
            (98, 6, "There is no row 99: the list has rows 1 to 6."),
            (1, 1, "There is no row 2: the list has 1 row."),
            (0, 0, "There is no row 1: the list is empty."),
        ])
    func missingRow(index: Int, rowCount: Int, message: String) {
        let model = presenter.viewModel(
            for: UserListModels.SelectRow.Response(index: index, rowCount: rowCount))
        #expect(model == .init(outcome: .invalidInput, errorMessage: message))
    }

    @Test("next after the last page is worded with the page and the count")
    func lastPageWording() {
        #expect(
            presenter.viewModel(for: UserListModels.LastPage.Response(page: 3, totalPages: 3))
                == .init(message: "This is the last page (3 of 3); there is no next one."))
    }
}

@MainActor
final class UserListDisplaySpy: UserListDisplayLogic {
    private(set) var models: [UserListModels.FetchUsers.ViewModel] = []
    private(set) var missingRows: [UserListModels.SelectRow.ViewModel] = []
    func display(_ model: UserListModels.FetchUsers.ViewModel) { models.append(model) }
    func displayMissingRow(_ model: UserListModels.SelectRow.ViewModel) { missingRows.append(model) }
    private(set) var lastPages: [UserListModels.LastPage.ViewModel] = []
    func displayLastPage(_ model: UserListModels.LastPage.ViewModel) { lastPages.append(model) }
}
