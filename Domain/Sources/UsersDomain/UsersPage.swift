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
