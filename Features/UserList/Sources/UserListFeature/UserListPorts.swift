public import UsersDomain

/// What the user scenes take from the app: where users come from, and their one event out.
public struct UserListPorts: Sendable {
    public let repository: any UserRepository
    /// The event out: on a user's detail the person asked for the loans screen.
    ///
    /// Another feature shows it, and needs nothing from here, so the event carries nothing; the app's root
    /// answers it by pushing that screen above the detail, which `back` returns to.
    public let showLoans: @MainActor @Sendable () async -> Void

    public init(repository: any UserRepository, showLoans: @escaping @MainActor @Sendable () async -> Void) {
        self.repository = repository
        self.showLoans = showLoans
    }
}
