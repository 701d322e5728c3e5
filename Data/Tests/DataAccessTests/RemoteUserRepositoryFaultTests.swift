import DataAccess
import DataTestSupport
import Domain
import Foundation
import Testing
import UsersDomain

/// What only the remote adapter can meet: a broken server.
@Suite("RemoteUserRepository faults")
struct RemoteUserRepositoryFaultTests {
    let server: ReqresServer
    let repository: RemoteUserRepository

    init() throws {
        server = try ReqresServer.numbered(20)
        repository = RemoteUserRepository(
            client: HTTPClient(
                baseURL: server.baseURL, timeout: LoopbackServer.patientTimeout, retry: .immediate))
    }

    @Test("a malformed page is a corrupted response, not a crash")
    func malformedPage() async throws {
        server.override("/api/users?page=1", with: .json(#"{"page":1,"data":[{"id":"x"}]"#))
        await #expect(throws: UserError.self) { try await repository.page(1) }
        do {
            _ = try await repository.page(1)
        } catch {
            guard case .service(.corruptedResponse) = error else {
                Issue.record("expected a corrupted response, got \(error)")
                return
            }
        }
        #expect(server.requests.count == 2)
    }

    @Test("a page whose numbers contradict each other is a corrupted response")
    func contradictoryPage() async throws {
        server.override(
            "/api/users?page=1", with: .json(#"{"page":1,"per_page":0,"total":3,"total_pages":1,"data":[]}"#))
        await #expect(
            throws: UserError.service(.corruptedResponse(reason: .contradictoryPage))
        ) {
            try await repository.page(1)
        }
    }

    @Test("a 500 on page 2 after a good page 1: retried twice, then unavailable")
    func serverErrorOnSecondPage() async throws {
        server.override("/api/users?page=2", with: .json("{}", status: 500))
        #expect(try await repository.page(1).users.count == 6)
        await #expect(throws: UserError.service(.unavailable(reason: .answered(status: 500)))) {
            try await repository.page(2)
        }
        #expect(
            server.requests.map(\.path) == ["/api/users?page=1"]
                + Array(repeating: "/api/users?page=2", count: 3))
    }

    @Test("the edited fields travel as JSON in a PUT, sent once")
    func putBody() async throws {
        let user = try await repository.user(User.ID(rawValue: 2))
        _ = try await repository.update(
            User(id: user.id, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))
        let put = try #require(server.requests.last)
        #expect(put.method == "PUT" && put.path == "/api/users/2")
        let fields = try JSONSerialization.jsonObject(with: put.body) as? [String: String]
        #expect(fields == ["first_name": "Ada", "last_name": "Lovelace", "email": "ada@example.com"])
        #expect(server.requests.filter { $0.method == "PUT" }.count == 1)
    }
}

extension RetryPolicy {
    /// The standard retries without the pauses, so fault tests run fast.
    static let immediate = RetryPolicy(maxRetries: 2, delays: [.zero], sleep: { _ in })
}
