import UsersDomain

/// What the view may ask of the user list.
@MainActor
protocol UserListBusinessLogic: AnyObject {
    func fetchUsers(_ request: UserListModels.FetchUsers.Request) async
    func selectRow(_ request: UserListModels.SelectRow.Request)
    /// Ends the scene: responses still in flight are dropped.
    func stop()
}

/// What the router may read from the interactor's state, without reaching the view.
@MainActor
protocol UserListDataStore: AnyObject {
    var users: [User] { get }
    var selectedUserID: User.ID? { get }
}

/// Owns the users, the page and the loading guard; decides what to fetch and what to drop.
@MainActor
final class UserListInteractor: UserListBusinessLogic, UserListDataStore {
    private(set) var users: [User] = []
    private(set) var selectedUserID: User.ID?

    private let worker: UserListWorker
    private let presenter: any UserListPresentationLogic
    private var page = 0
    private var totalPages = 1
    private var total = 0
    private var isLoading = false
    private var isStopped = false
    /// Bumped by every fetch that starts; a result whose generation is old was superseded.
    private var generation = 0

    private var hasMore: Bool { page < totalPages }

    init(worker: UserListWorker, presenter: any UserListPresentationLogic) {
        self.worker = worker
        self.presenter = presenter
    }

    /// A next-page fetch is ignored while another fetch runs or when there is no next page; a reset
    /// always runs and supersedes whatever is in flight, whose result is then never displayed.
    func fetchUsers(_ request: UserListModels.FetchUsers.Request) async {
        guard !isStopped else { return }
        if !request.reset {
            guard !isLoading else { return }
            guard hasMore else {
                return presenter.presentLastPage(.init(page: page, totalPages: totalPages))
            }
        }
        generation += 1
        let current = generation
        isLoading = true
        present(loading: request.reset ? .fullScreen : .nextPage, error: nil)

        var target = request.reset ? request.page : page + 1
        var loaded: [UsersPage] = []
        var failure: UserError?
        repeat {
            do {
                let next = try await worker.fetchUsers(page: target)
                loaded.append(next)
                guard request.throughLastPage, next.page < next.totalPages else { break }
                // Below totalPages, so never Int.max: `page Int.max` is answered, not a trap.
                target = next.page + 1
            } catch {
                failure = error
            }
        } while failure == nil && current == generation && !isStopped

        guard current == generation, !isStopped else { return }
        isLoading = false
        // A cancelled request (Ctrl-C in the shell) draws nothing; the rows shown stay as they were.
        guard !Task.isCancelled else { return }
        // A page past the end is refused: the rows shown, their page and the selection stay, so `open`
        // still works on them; only the totals are news.
        if let asked = loaded.first, asked.page > asked.totalPages {
            totalPages = asked.totalPages
            total = asked.total
            return present(loading: .none, error: failure, missingPage: asked.page)
        }
        if request.reset, !loaded.isEmpty {
            users = []
            // The rows a selection pointed at are gone: it must not route to a user no longer shown.
            selectedUserID = nil
        }
        for next in loaded {
            users.append(contentsOf: next.users)
            page = next.page
            totalPages = next.totalPages
            total = next.total
        }
        present(loading: .none, error: failure)
    }

    /// Remembers the user in that row for the router.
    ///
    /// The previous selection is cleared first, so a row that is not there leaves nothing to route to, and is presented as missing.
    func selectRow(_ request: UserListModels.SelectRow.Request) {
        selectedUserID = nil
        guard users.indices.contains(request.index) else {
            return presenter.presentMissingRow(.init(index: request.index, rowCount: users.count))
        }
        selectedUserID = users[request.index].id
    }

    func stop() {
        isStopped = true
    }

    private func present(
        loading: UserListModels.FetchUsers.ViewModel.Loading, error: UserError?, missingPage: Int? = nil
    ) {
        presenter.present(
            UserListModels.FetchUsers.Response(
                users: users, loading: loading, error: error, page: page, totalPages: totalPages,
                total: total,
                missingPage: missingPage))
    }
}
