import UsersDomain

/// The scene's only asynchronous surface: fetches pages from the user directory.
struct UserListWorker: Sendable {
    private let repository: any UserRepository

    init(repository: any UserRepository) {
        self.repository = repository
    }

    func fetchUsers(page: Int) async throws(UserError) -> UsersPage {
        try await repository.page(page)
    }
}
