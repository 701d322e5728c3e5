public import Presentation
public import UsersDomain

/// What the user scenes take from the app: where users come from, and the way to other features' screens.
public struct UserListPorts: Sendable {
    public let repository: any UserRepository
    /// Opens another feature's screen by name above the asking scene (a user's `loans`).
    public let open: ScreenOpener

    public init(repository: any UserRepository, open: ScreenOpener) {
        self.repository = repository
        self.open = open
    }
}
