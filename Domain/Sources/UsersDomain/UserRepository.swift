/// The port for the user directory: a paged list, one user, and an update.
///
/// Data implements it over SQLite and over a reqres-style HTTP API.
public protocol UserRepository: Sendable {
    /// The page `number` (from 1); a page past the end has no users but the real totals.
    func page(_ number: Int) async throws(UserError) -> UsersPage
    /// One user, or `.notFound`.
    func user(_ id: User.ID) async throws(UserError) -> User
    /// Stores the user's edited fields and returns the user as stored.
    func update(_ user: User) async throws(UserError) -> User
}
