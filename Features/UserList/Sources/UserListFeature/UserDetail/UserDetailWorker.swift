import UsersDomain

/// The detail scene's only asynchronous surface: reads and updates one user.
struct UserDetailWorker: Sendable {
    private let repository: any UserRepository

    init(repository: any UserRepository) {
        self.repository = repository
    }

    func fetchUser(_ id: User.ID) async throws(UserError) -> User {
        try await repository.user(id)
    }

    func update(_ user: User) async throws(UserError) -> User {
        try await repository.update(user)
    }
}
