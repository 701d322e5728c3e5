// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Domain
public import DomainTestSupport
public import UsersDomain

/// An in-memory `UserRepository` with real paging, scripted failures and a gate for timing tests.
public actor FakeUserRepository: UserRepository {
    public private(set) var users: [User]
    public let perPage: Int
    /// Every page number asked for, in order.
    public private(set) var requestedPages: [Int] = []
    public private(set) var updates: [User] = []
    private var failures: [Int: UserError] = [:]
    private var failNextUpdate: UserError?
    /// Changed each time a request is held, for a test to wait on.
    public nonisolated let changes = Changes()
    private var gate = RequestGate()
    private var updateGate = RequestGate()

    public init(users: [User], perPage: Int = 2) {
        self.users = users
        self.perPage = perPage
    }

    /// Makes `count` users, "First1 Last1" and so on, with ids from 1.
    public static func numbered(_ count: Int, perPage: Int = 2) -> FakeUserRepository {
        FakeUserRepository(
            users: (0..<count).map { index in
                let n = index + 1
                return User(
                    id: User.ID(rawValue: n), firstName: "First\(n)", lastName: "Last\(n)",
                    email: "user\(n)@example.com")
            },
            perPage: perPage)
    }

    /// Asking for `page` throws `error` (every time, until `clearFailures`).
    public func fail(page: Int, with error: UserError) { failures[page] = error }

    public func clearFailures() { failures.removeAll() }

    public func failNextUpdate(with error: UserError) { failNextUpdate = error }

    /// Page requests wait, after being recorded, until `release`.
    public func hold() { gate.hold() }

    public func release() { gate.release() }

    /// Lets only the newest parked request go: the way a replaced request's answer arrives last.
    public func releaseNewest() { gate.releaseNewest() }

    /// Requests waiting at the gate now.
    public var parkedCount: Int { gate.parkedCount }

    /// Updates wait, before being applied, until `releaseUpdates`.
    public func holdUpdates() { updateGate.hold() }

    public func releaseUpdates() { updateGate.release() }

    /// Updates waiting at their gate now.
    public var parkedUpdates: Int { updateGate.parkedCount }

    public func page(_ number: Int) async throws(UserError) -> UsersPage {
        requestedPages.append(number)
        if gate.isHolding { await withCheckedContinuation { gate.park($0, telling: changes) } }
        if let failure = failures[number] { throw failure }
        // Any page number, Int.max and Int.min included, without overflowing: past the end is simply empty.
        let (start, overflow) = (number >= 1 ? number - 1 : -1).multipliedReportingOverflow(by: perPage)
        let slice =
            !overflow && start >= 0 && start < users.count
            ? Array(users[start..<min(start + perPage, users.count)]) : []
        return UsersPage(
            page: number, perPage: perPage, total: users.count,
            totalPages: (users.count + perPage - 1) / perPage,
            users: slice)
    }

    public func user(_ id: User.ID) async throws(UserError) -> User {
        guard let user = users.first(where: { $0.id == id }) else { throw .notFound(id) }
        return user
    }

    public func update(_ user: User) async throws(UserError) -> User {
        if updateGate.isHolding { await withCheckedContinuation { updateGate.park($0, telling: changes) } }
        if let failure = failNextUpdate {
            failNextUpdate = nil
            throw failure
        }
        guard let index = users.firstIndex(where: { $0.id == user.id }) else { throw .notFound(user.id) }
        users[index] = user
        updates.append(user)
        return user
    }
}
