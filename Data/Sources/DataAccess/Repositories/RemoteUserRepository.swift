public import Domain
import Foundation
public import UsersDomain

/// The user directory behind a reqres-style HTTP API (see docs/API-NOTES.md).
public struct RemoteUserRepository: UserRepository {
    private let client: HTTPClient

    public init(client: HTTPClient) {
        self.client = client
    }

    public func page(_ number: Int) async throws(UserError) -> UsersPage {
        let query = [URLQueryItem(name: "page", value: String(number))]
        let dto = try await call { () throws(HTTPError) in
            try await client.get("/users", query: query, as: UsersPageDTO.self)
        }
        guard let page = dto.usersPage else {
            throw .service(.corruptedResponse(reason: .contradictoryPage))
        }
        return page
    }

    public func user(_ id: User.ID) async throws(UserError) -> User {
        try await call(notFound: id) { () throws(HTTPError) in
            try await client.get("/users/\(id.rawValue)", as: UserEnvelopeDTO.self)
        }.data.user
    }

    public func update(_ user: User) async throws(UserError) -> User {
        let body = UserUpdateDTO(firstName: user.firstName, lastName: user.lastName, email: user.email)
        return try await call(notFound: user.id) { () throws(HTTPError) in
            try await client.send(.put, "/users/\(user.id.rawValue)", body: body, as: UserEnvelopeDTO.self)
        }.data.user
    }

    /// Runs a request, translating HTTP failures into the directory's vocabulary; a 404 for a
    /// single user means that user does not exist.
    private func call<T>(
        notFound id: User.ID? = nil, _ request: () async throws(HTTPError) -> T
    ) async throws(UserError) -> T {
        do {
            return try await request()
        } catch {
            if case .status(404) = error, let id { throw .notFound(id) }
            throw .service(error.serviceError)
        }
    }
}
