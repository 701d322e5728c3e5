import UsersDomain

/// A user as the reqres-style API sends it.
///
/// DTOs stay inside Data: they absorb the API's naming (the coding keys) and shape, and only the
/// mapped `User` leaves this layer.
struct UserDTO: Codable, Equatable {
    let id: Int
    let email: String
    let firstName: String
    let lastName: String
    let avatar: String?

    enum CodingKeys: String, CodingKey {
        case id, email, avatar
        case firstName = "first_name"
        case lastName = "last_name"
    }

    var user: User {
        User(
            id: User.ID(rawValue: id), firstName: firstName, lastName: lastName, email: email, avatar: avatar)
    }
}

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

/// `GET /users/{id}` and `PUT /users/{id}` answer one user wrapped in `data`.
struct UserEnvelopeDTO: Codable, Equatable {
    let data: UserDTO
}

/// The body of `PUT /users/{id}`: the editable fields only.
struct UserUpdateDTO: Codable, Equatable {
    let firstName: String
    let lastName: String
    let email: String

    enum CodingKeys: String, CodingKey {
        case email
        case firstName = "first_name"
        case lastName = "last_name"
    }
}
