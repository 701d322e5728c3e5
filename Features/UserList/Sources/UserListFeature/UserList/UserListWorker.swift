import UsersDomain

/// The scene's only asynchronous surface: fetches pages from the user directory.
public struct UserListWorker: Sendable {
    private let repository: any UserRepository

    public init(repository: any UserRepository) {
        self.repository = repository
    }

    public func fetchUsers(page: Int) async throws(UserError) -> UsersPage {
        try await repository.page(page)
    }
}
