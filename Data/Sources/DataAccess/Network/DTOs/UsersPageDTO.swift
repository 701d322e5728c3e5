import UsersDomain

/// `GET /users?page=N`.
struct UsersPageDTO: Codable, Equatable {
    let page: Int
    let perPage: Int
    let total: Int
    let totalPages: Int
    let data: [UserDTO]

    enum CodingKeys: String, CodingKey {
        case page, total, data
        case perPage = "per_page"
        case totalPages = "total_pages"
    }

    /// The page, or nil when its numbers contradict each other (a corrupted answer).
    var usersPage: UsersPage? {
        guard page >= 1, perPage >= 1, total >= 0, totalPages >= 0, data.count <= perPage else { return nil }
        return UsersPage(
            page: page, perPage: perPage, total: total, totalPages: totalPages, users: data.map(\.user))
    }
}
