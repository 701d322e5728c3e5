import UsersDomain

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
