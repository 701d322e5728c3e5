import DataAccess
import DataTestSupport
import Domain
import Foundation
import Testing
import UsersDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private struct User: Codable, Equatable {
    let id: Int
    let name: String
}

private struct NewUser: Codable, Equatable {
    let name: String
    let email: String
}

private let adaJSON = #"{"id": 1, "name": "Ada"}"#
private let ada = User(id: 1, name: "Ada")

/// Records retry pauses instead of sleeping, so retry tests run instantly and can check the backoff.
private actor PauseRecorder {
    private(set) var pauses: [Duration] = []

    func record(_ pause: Duration) {
        pauses.append(pause)
    }
}

/// Runs `operation`, which is expected to fail with an `HTTPError`, and returns that error.
///
/// Returns nil, after recording an issue if the error had another type, when it did not fail that way.
private func failure<T>(of operation: () async throws -> T) async -> HTTPError? {
    do {
        _ = try await operation()
        return nil
    } catch let error as HTTPError {
        return error
    } catch {
        Issue.record("expected an HTTPError, got \(error)")
        return nil
    }
}

/// The network fault matrix: every case runs against a real HTTP server on 127.0.0.1.
@Suite("HTTPClient against a loopback server")
struct HTTPClientTests {
    private let recorder = PauseRecorder()

    /// A client for `server`'s `/api`, whose retry policy is `.standard` except that it never sleeps.
    private func makeClient(
        for server: LoopbackServer,
        basePath: String = "api",
        timeout: TimeInterval = LoopbackServer.patientTimeout,
        maxBodyBytes: Int = 10_000_000
    ) -> HTTPClient {
        let recorder = recorder
        var retry = RetryPolicy.standard
        retry.sleep = { await recorder.record($0) }
        return HTTPClient(
            baseURL: server.baseURL.appendingPathComponent(basePath),
            timeout: timeout,
            retry: retry,
            maxBodyBytes: maxBodyBytes
        )
    }

    // MARK: - Success

    @Test func decodesA200AndSendsAJSONGet() async throws {
        let server = try LoopbackServer.sequence([.json(adaJSON)])
        let client = makeClient(for: server)

        let user = try await client.get("/users/1", as: User.self)

        #expect(user == ada)
        #expect(server.hitCount == 1)
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/api/users/1")
        #expect(request.headers["accept"] == "application/json")
    }

    @Test func sendsQueryItemsPercentEncoded() async throws {
        let server = try LoopbackServer.sequence([.json("[]")])
        let client = makeClient(for: server)

        let users = try await client.get(
            "users", query: [URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "q", value: "a b")],
            as: [User].self)

        #expect(users.isEmpty)
        #expect(server.requests.map(\.path) == ["/api/users?page=2&q=a%20b"])
    }

    @Test(arguments: ["api", "api/"])
    func appendsPathsToTheBasePath(basePath: String) async throws {
        let server = try LoopbackServer.sequence([.json(adaJSON)])
        let client = makeClient(for: server, basePath: basePath)

        _ = try await client.get("users", as: User.self)

        #expect(server.requests.map(\.path) == ["/api/users"])
    }

    @Test func followsARedirect() async throws {
        let server = try LoopbackServer.sequence([.redirect(to: "/api/v2/users/1"), .json(adaJSON)])
        let client = makeClient(for: server)

        let user = try await client.get("/users/1", as: User.self)

        #expect(user == ada)
        #expect(server.requests.map(\.path) == ["/api/users/1", "/api/v2/users/1"])
    }

    @Test func refusesARedirectToAnotherHost() async throws {
        // 127.0.0.2 is loopback too, but another host: the client must not go there.
        let elsewhere = try LoopbackServer.sequence([.json(adaJSON)])
        let target = "http://127.0.0.2:\(elsewhere.port)/api/users/1"
        let server = try LoopbackServer.sequence([.redirect(to: target)])
        let client = makeClient(for: server)

        let error = await failure { try await client.get("/users/1", as: User.self) }

        #expect(error == .redirectRefused(to: target))
        #expect(server.hitCount == 1)
        #expect(elsewhere.hitCount == 0)
        #expect(
            error?.serviceError
                == .unknown(
                    reason: .redirectedElsewhere(host: "127.0.0.2"))
        )
    }

    // MARK: - Contract violations: not retried, corruptedResponse

    @Test func malformedJSONIsADecodingError() async throws {
        let server = try LoopbackServer.sequence([.json(#"{"id": 1, "na"#)])
        let client = makeClient(for: server)

        let error = await failure { try await client.get("/u", as: User.self) }

        let decoding = try #require(error)
        guard case .decoding = decoding else {
            Issue.record("expected .decoding, got \(decoding)")
            return
        }
        // A person is told what happened; the decoder's own account is the detail, for --verbose.
        #expect(
            decoding.serviceError
                == .corruptedResponse(reason: .unreadableAnswer))
        #expect(server.hitCount == 1)
        #expect(await recorder.pauses.isEmpty)
    }

    @Test func missingFieldIsADecodingErrorNamingTheKey() async throws {
        let server = try LoopbackServer.sequence([.json(#"{"users": [{"id": 1}]}"#)])
        let client = makeClient(for: server)
        struct Page: Decodable { let users: [User] }

        let error = await failure { try await client.get("/u", as: Page.self) }

        #expect(error == .decoding("missing key 'name' at users[0]"))
        #expect(server.hitCount == 1)
    }

    @Test(arguments: [
        Reply.status(200, body: String(repeating: "x", count: 150)),
        .truncated(status: 200, declaredLength: 5_000_000, body: "{"),
        .endless(status: 200),
    ])
    func oversizedBodyIsRefused(reply: Reply) async throws {
        let server = try LoopbackServer.sequence([reply])
        let client = makeClient(for: server, maxBodyBytes: 100)

        let error = await failure { try await client.get("/big", as: User.self) }

        #expect(error == .bodyTooLarge(limit: 100))
        #expect(
            error?.serviceError == .corruptedResponse(reason: .answerTooLarge(limit: 100)))
        #expect(server.hitCount == 1)
        server.stop()
    }

    // MARK: - Statuses

    @Test func notFoundIsReportedAndNotRetried() async throws {
        let server = try LoopbackServer.sequence([.status(404, body: "no such user")])
        let client = makeClient(for: server)

        let error = await failure { try await client.get("/u/9", as: User.self) }

        #expect(error == .status(404))
        #expect(server.hitCount == 1)
        #expect(await recorder.pauses.isEmpty)
    }

    @Test(arguments: [500, 503, 408, 429])
    func transientStatusIsRetriedTwiceThenReported(status: Int) async throws {
        let server = try LoopbackServer.sequence([.status(status, body: "busy")])
        let client = makeClient(for: server)

        let error = await failure { try await client.get("/u", as: User.self) }

        #expect(error == .status(status))
        #expect(error?.serviceError == .unavailable(reason: .answered(status: status)))
        #expect(server.hitCount == 3)
        #expect(await recorder.pauses == [.milliseconds(200), .milliseconds(600)])
    }

    @Test func recoversWhenTheRetryAfterA503Succeeds() async throws {
        let server = try LoopbackServer.sequence([.status(503, body: ""), .json(adaJSON)])
        let client = makeClient(for: server)

        let user = try await client.get("/u", as: User.self)

        #expect(user == ada)
        #expect(server.hitCount == 2)
        #expect(await recorder.pauses == [.milliseconds(200)])
    }

    // MARK: - Transport failures

    @Test func slowServerTimesOutOnTheClientsDeadlineAndIsRetried() async throws {
        // Timeout test: the answer comes long after the client's 0.3 s deadline.
        let server = try LoopbackServer.sequence([.delayed(seconds: 120, .json(adaJSON))])
        let client = makeClient(for: server, timeout: 0.3)
        let clock = ContinuousClock()
        let start = clock.now

        let error = await failure { try await client.get("/slow", as: User.self) }

        #expect(error == .timeout(after: 0.3))
        #expect(error?.serviceError == .unavailable(reason: .timedOut(seconds: 0.3)))
        // Three attempts, counted by the client: two pauses between them. The server saw each request that
        // reached it within its attempt's 0.3 s, which on a loaded runner the last one may not have.
        #expect(await recorder.pauses.count == 2)
        #expect((1...3).contains(server.hitCount))
        // Had any attempt waited for the server's answer, the call would take 120 s or more. Three
        // attempts of 0.3 s take about 1 s; the bound leaves room for a loaded machine (under
        // ThreadSanitizer, with the app tests spawning instrumented processes beside it, this took
        // up to 23 s) while still proving that no attempt waited.
        #expect(clock.now - start < .seconds(60))
        server.stop()
    }

    @Test func refusedConnectionAfterTheServerWentAway() async throws {
        let server = try LoopbackServer.sequence([.json(adaJSON)])
        let client = makeClient(for: server)
        _ = try await client.get("/u", as: User.self)
        server.stop()

        let error = await failure { try await client.get("/u", as: User.self) }

        let host = "127.0.0.1:\(server.port)"
        #expect(error == .cannotConnect(host: host))
        #expect(error?.serviceError == .unavailable(reason: .cannotConnect(host: host)))
        #expect(server.hitCount == 1)
        #expect(await recorder.pauses.count == 2)
    }

    @Test func cancellingTheCallerStopsTheRequest() async throws {
        // The answer is held until the server stops, so only the cancel can end the call.
        let server = try LoopbackServer.sequence([.held(ReplyGate(), .json(adaJSON))])
        let client = makeClient(for: server)
        let call = Task { await failure { try await client.get("/u", as: User.self) } }
        let arrival = ContinuousClock.now.advanced(by: .seconds(15))
        while server.hitCount == 0, ContinuousClock.now < arrival {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(server.hitCount == 1)

        call.cancel()

        #expect(await call.value == .cancelled)
        #expect(server.hitCount == 1)
        server.stop()
    }

    // MARK: - POST and PUT

    @Test(arguments: [HTTPMethod.post, .put])
    func writesAreNeverRetriedAndSendJSON(method: HTTPMethod) async throws {
        let server = try LoopbackServer.sequence([.status(500, body: "oops")])
        let client = makeClient(for: server)
        let newUser = NewUser(name: "Ada", email: "ada@example.com")

        let error = await failure { try await client.send(method, "/users", body: newUser, as: User.self) }

        #expect(error == .status(500))
        #expect(server.hitCount == 1)
        #expect(await recorder.pauses.isEmpty)
        let request = try #require(server.requests.first)
        #expect(request.method == method.rawValue)
        #expect(request.path == "/api/users")
        #expect(request.headers["content-type"] == "application/json")
        #expect(try JSONDecoder().decode(NewUser.self, from: request.body) == newUser)
    }

    @Test func postDecodesTheCreatedResource() async throws {
        let server = try LoopbackServer.sequence([.json(adaJSON, status: 201)])
        let client = makeClient(for: server)

        let created = try await client.send(
            .post, "/users", body: NewUser(name: "Ada", email: "ada@example.com"), as: User.self)

        #expect(created == ada)
        #expect(server.hitCount == 1)
    }

    @Test func sendRefusesAGetWithABodyWithoutCallingTheServer() async throws {
        let server = try LoopbackServer.sequence([.json(adaJSON)])
        let client = makeClient(for: server)

        let error = await failure { try await client.send(.get, "/users", body: ada, as: User.self) }

        #expect(error == .invalidRequest("a GET request carries no body; use get(_:query:as:)"))
        #expect(server.hitCount == 0)
    }

    @Test func queryInThePathIsRejected() async throws {
        let server = try LoopbackServer.sequence([.json(adaJSON)])
        let client = makeClient(for: server)

        let error = await failure { try await client.get("/u?id=1", as: User.self) }

        #expect(error == .invalidURL("/u?id=1: pass the query as query items, not in the path"))
        #expect(server.hitCount == 0)
    }
}
