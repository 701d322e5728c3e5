import Domain

/// A person in the user directory.
public struct User: Identifiable, Equatable, Hashable, Sendable {
    /// The user's identity, typed so it cannot be mixed up with another id or a row number.
    public typealias ID = Tagged<User, Int>

    public let id: ID
    /// The given name.
    public let firstName: String
    /// The family name.
    public let lastName: String
    /// The email address.
    public let email: String
    /// Where the user's picture is, if the source has one.
    public let avatar: String?

    /// A user as a source stores it.
    public init(id: ID, firstName: String, lastName: String, email: String, avatar: String? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.avatar = avatar
    }

    /// First and last name, as people read them.
    public var name: String { "\(firstName) \(lastName)" }
}

/// One page of the user directory, with what is needed to ask for the next one.
public struct UsersPage: Equatable, Sendable {
    /// The page number, from 1.
    public let page: Int
    /// Users per page.
    public let perPage: Int
    /// Users in the whole directory.
    public let total: Int
    /// Pages in the whole directory.
    public let totalPages: Int
    /// This page's users, in directory order.
    public let users: [User]

    /// One page with its totals.
    public init(page: Int, perPage: Int, total: Int, totalPages: Int, users: [User]) {
        self.page = page
        self.perPage = perPage
        self.total = total
        self.totalPages = totalPages
        self.users = users
    }
}

/// Why a user-directory request failed, whatever the source behind it.
public enum UserError: Error, Equatable, Sendable {
    /// No user has this id.
    case notFound(User.ID)
    /// The local store failed.
    case storage(StorageError)
    /// The remote service failed.
    case service(ServiceError)
}

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
