import UsersDomain

/// `GET /users/{id}` and `PUT /users/{id}` answer one user wrapped in `data`.
struct UserEnvelopeDTO: Codable, Equatable {
    let data: UserDTO
}
