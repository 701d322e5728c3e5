import Domain
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
