import UsersDomain

/// The detail scene's only asynchronous surface: reads and updates one user.
public struct UserDetailWorker: Sendable {
    private let repository: any UserRepository

    public init(repository: any UserRepository) {
        self.repository = repository
    }

    public func fetchUser(_ id: User.ID) async throws(UserError) -> User {
        try await repository.user(id)
    }

    public func update(_ user: User) async throws(UserError) -> User {
        try await repository.update(user)
    }
}
