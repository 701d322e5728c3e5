import Domain
import DomainTestSupport
import Testing
import UsersDomain
import UsersDomainTestSupport

@testable import UserListFeature

@MainActor
@Suite("UserListInteractor")
struct UserListInteractorTests {
    let presenter = UserListPresenterSpy()

    func makeInteractor(_ repository: FakeUserRepository) -> UserListInteractor {
        UserListInteractor(worker: UserListWorker(repository: repository), presenter: presenter)
    }

    // Seed 001's two interactor tests.

    @Test("fetch presents full-screen loading, then the users with loading none")
    func emitsLoadingThenUsers() async throws {
        let ada = User(
            id: .init(rawValue: 1), firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")
        let sut = makeInteractor(FakeUserRepository(users: [ada]))
        await sut.fetchUsers(.refresh)
        #expect(presenter.received.count == 2)
        #expect(presenter.received.first?.loading == .fullScreen)
        let last = try #require(presenter.received.last)
        #expect(last.loading == .none)
        #expect(last.users.first?.name == "Ada Lovelace")
    }

    @Test("a refresh replaces the rows instead of duplicating them")
    func refreshDoesNotDuplicateRows() async {
        let sut = makeInteractor(.numbered(2))
        await sut.fetchUsers(.refresh)
        await sut.fetchUsers(.refresh)
        #expect(sut.users.count == 2)
        #expect(presenter.received.last?.users.count == 2)
    }

    // The corner cases.

    @Test("next page appends, with next-page loading shown first")
    func nextPageAppends() async {
        let sut = makeInteractor(.numbered(5))
        await sut.fetchUsers(.refresh)
        await sut.fetchUsers(.nextPage)
        #expect(sut.users.map(\.id.rawValue) == [1, 2, 3, 4])
        #expect(presenter.received.map(\.loading) == [.fullScreen, .none, .nextPage, .none])
    }

    @Test("no request is made past the last page")
    func noRequestPastLastPage() async {
        let repository = FakeUserRepository.numbered(3)
        let sut = makeInteractor(repository)
        await sut.fetchUsers(.refresh)
        await sut.fetchUsers(.nextPage)
        let before = presenter.received.count
        await sut.fetchUsers(.nextPage)
        #expect(await repository.requestedPages == [1, 2])
        #expect(presenter.received.count == before)
    }

    @Test("a failure keeps the rows already shown and adds the error")
    func failureKeepsRows() async {
        let repository = FakeUserRepository.numbered(5)
        await repository.fail(page: 2, with: .service(.unavailable(reason: .answered(status: 500))))
        let sut = makeInteractor(repository)
        await sut.fetchUsers(.refresh)
        await sut.fetchUsers(.nextPage)
        let last = presenter.received.last
        #expect(last?.users.count == 2)
        #expect(last?.error == .service(.unavailable(reason: .answered(status: 500))))
        #expect(last?.loading == UserListModels.FetchUsers.ViewModel.Loading.none)
        // The failed page can be asked for again.
        await repository.clearFailures()
        await sut.fetchUsers(.nextPage)
        #expect(sut.users.count == 4)
    }

    @Test("next after the last page is said, not silent, and fetches nothing")
    func nextAfterLastPage() async {
        let repository = FakeUserRepository.numbered(5)
        let sut = makeInteractor(repository)
        await sut.fetchUsers(.init(reset: true, page: 3))
        let asked = await repository.requestedPages
        await sut.fetchUsers(.nextPage)
        #expect(presenter.lastPages == [.init(page: 3, totalPages: 3)])
        #expect(await repository.requestedPages == asked)
    }

    @Test(
        "the last pages Int can count are refused as missing, without a trap",
        arguments: [Int.max, Int.max - 1])
    func pageAtIntMax(page: Int) async {
        let sut = makeInteractor(.numbered(5))
        await sut.fetchUsers(.init(reset: true, page: page))
        #expect(presenter.received.last?.missingPage == page)
        #expect(sut.users.isEmpty)
    }

    @Test("a page past the end is refused: the rows shown, their page and the selection stay")
    func pastTheEndKeepsRows() async {
        let sut = makeInteractor(.numbered(5))
        await sut.fetchUsers(.init(reset: true, page: 3))
        sut.selectRow(.init(index: 0))
        await sut.fetchUsers(.init(reset: true, page: 4))
        let last = presenter.received.last
        #expect(last?.missingPage == 4)
        #expect(last?.page == 3 && last?.totalPages == 3)
        #expect(sut.users.map(\.id.rawValue) == [5])
        #expect(sut.selectedUserID?.rawValue == 5)
        // The rows are still there to select from.
        sut.selectRow(.init(index: 0))
        #expect(sut.selectedUserID?.rawValue == 5)
    }

    @Test("a second next-page fetch while one is loading is ignored")
    func secondFetchIgnored() async throws {
        let repository = FakeUserRepository.numbered(9)
        let sut = makeInteractor(repository)
        await sut.fetchUsers(.refresh)
        await repository.hold()
        let first = Task { await sut.fetchUsers(.nextPage) }
        try await Deadline.until("a held request", on: repository.changes) {
            await repository.parkedCount > 0
        }
        try await Deadline.finishes("the second fetch") { await sut.fetchUsers(.nextPage) }
        await repository.release()
        await first.value
        #expect(await repository.requestedPages == [1, 2])
        #expect(sut.users.count == 4)
    }

    @Test("a next page superseded by a refresh is never displayed")
    func supersededResponseDropped() async throws {
        let repository = FakeUserRepository.numbered(9)
        let sut = makeInteractor(repository)
        await sut.fetchUsers(.refresh)
        await repository.hold()
        let stale = Task { await sut.fetchUsers(.nextPage) }
        try await Deadline.until("a held request", on: repository.changes) {
            await repository.parkedCount > 0
        }
        let refresh = Task { await sut.fetchUsers(.refresh) }
        try await Deadline.until("two held requests", on: repository.changes) {
            await repository.parkedCount >= 2
        }
        await repository.releaseNewest()
        await refresh.value
        await repository.release()  // the superseded next page answers last
        await stale.value
        #expect(sut.users.map(\.id.rawValue) == [1, 2])
        #expect(
            presenter.received.allSatisfy { response in !response.users.contains { $0.id.rawValue == 3 } })
        #expect(presenter.received.last?.loading == UserListModels.FetchUsers.ViewModel.Loading.none)
    }

    @Test("fetching all pages loads each once and presents the result once")
    func fetchAll() async {
        let repository = FakeUserRepository.numbered(5)
        let sut = makeInteractor(repository)
        await sut.fetchUsers(.all)
        #expect(await repository.requestedPages == [1, 2, 3])
        #expect(presenter.received.map(\.loading) == [.fullScreen, .none])
        #expect(presenter.received.last?.users.count == 5)
    }

    @Test("a row in range is stored for the router; one out of range clears the selection and is presented")
    func selectRow() async {
        let sut = makeInteractor(.numbered(3))
        await sut.fetchUsers(.refresh)
        sut.selectRow(.init(index: 1))
        #expect(sut.selectedUserID == User.ID(rawValue: 2))
        #expect(presenter.missingRows.isEmpty)
        sut.selectRow(.init(index: 5))
        #expect(sut.selectedUserID == nil)
        sut.selectRow(.init(index: 0))
        sut.selectRow(.init(index: -1))
        #expect(sut.selectedUserID == nil)
        #expect(presenter.missingRows == [.init(index: 5, rowCount: 2), .init(index: -1, rowCount: 2)])
    }

    @Test("a refresh clears the selection: a stale row never routes")
    func refreshClearsSelection() async {
        let sut = makeInteractor(.numbered(3))
        await sut.fetchUsers(.refresh)
        sut.selectRow(.init(index: 0))
        #expect(sut.selectedUserID != nil)
        await sut.fetchUsers(.refresh)
        #expect(sut.selectedUserID == nil)
    }

    @Test("a cancelled fetch draws nothing and leaves the rows as they were")
    func cancelledFetchDrawsNothing() async throws {
        let repository = FakeUserRepository.numbered(9)
        let sut = makeInteractor(repository)
        await sut.fetchUsers(.refresh)
        await repository.hold()
        let cancelled = Task { await sut.fetchUsers(.nextPage) }
        try await Deadline.until("a held request", on: repository.changes) {
            await repository.parkedCount > 0
        }
        cancelled.cancel()
        await repository.release()
        await cancelled.value
        #expect(presenter.received.map(\.loading) == [.fullScreen, .none, .nextPage])
        #expect(sut.users.count == 2)
        // The interactor is not stuck loading: the next page can be asked for again.
        await sut.fetchUsers(.nextPage)
        #expect(sut.users.count == 4)
    }

    @Test("after stop, nothing more is presented")
    func stopDropsResponses() async throws {
        let repository = FakeUserRepository.numbered(3)
        let sut = makeInteractor(repository)
        await repository.hold()
        let pending = Task { await sut.fetchUsers(.refresh) }
        try await Deadline.until("a held request", on: repository.changes) {
            await repository.parkedCount > 0
        }
        sut.stop()
        await repository.release()
        await pending.value
        #expect(presenter.received.map(\.loading) == [.fullScreen])
    }
}

@MainActor
final class UserListPresenterSpy: UserListPresentationLogic {
    private(set) var received: [UserListModels.FetchUsers.Response] = []
    private(set) var missingRows: [UserListModels.SelectRow.Response] = []
    func present(_ response: UserListModels.FetchUsers.Response) { received.append(response) }
    func presentMissingRow(_ response: UserListModels.SelectRow.Response) { missingRows.append(response) }
    private(set) var lastPages: [UserListModels.LastPage.Response] = []
    func presentLastPage(_ response: UserListModels.LastPage.Response) { lastPages.append(response) }
}
