import DataAccess
import Domain
public import DomainTestSupport
public import Foundation

/// A loopback server that speaks the reqres-style user API (docs/API-NOTES.md) over an in-memory
/// directory: `GET /api/users?page=N`, `GET /api/users/{id}`, `PUT /api/users/{id}`.
///
/// Replies can be overridden per path with `override`, to script a 500 or a malformed page.
public final class ReqresServer: Sendable {
    /// One user as the API spells it.
    public struct Person: Sendable, Equatable {
        public var id: Int
        public var email: String
        public var firstName: String
        public var lastName: String

        public init(id: Int, email: String, firstName: String, lastName: String) {
            self.id = id
            self.email = email
            self.firstName = firstName
            self.lastName = lastName
        }
    }

    /// The state the server's handler reads and writes; shared, not owned, so there is no cycle.
    private let state: Directory
    private let server: LoopbackServer

    /// The base URL to pass as `--api`, ending in `/api`.
    public let baseURL: URL

    public init(people: [Person], perPage: Int = 6) throws(LoopbackServerError) {
        let state = Directory(people: people, perPage: perPage)
        self.state = state
        server = try LoopbackServer(indexedHandler: { index, request in state.answer(request, index: index) })
        baseURL = server.baseURL.appendingPathComponent("api")
    }

    /// Makes `count` people, "First1 Last1" and so on, with ids from 1.
    public static func numbered(_ count: Int, perPage: Int = 6) throws(LoopbackServerError) -> ReqresServer {
        try ReqresServer(
            people: (0..<count).map {
                Person(
                    id: $0 + 1, email: "user\($0 + 1)@example.com", firstName: "First\($0 + 1)",
                    lastName: "Last\($0 + 1)")
            },
            perPage: perPage)
    }

    /// Every request received so far.
    public var requests: [RecordedRequest] { server.requests }

    /// Changes with every request received (``LoopbackServer/changes``).
    public var changes: Changes { server.changes }

    /// The directory as it is now, after any PUT.
    public var directory: [Person] { state.people.withLock { $0 } }

    /// Answers requests for `path` (with query, such as `/api/users?page=2`) with `reply` instead.
    public func override(_ path: String, with reply: Reply) {
        state.overrides.withLock { $0[path] = reply }
    }

    /// Holds the reply to every request from the `first`-th on (zero-based; by default every later one) until the
    /// test releases it through the gate returned: a backend that answers only when the test says so.
    @discardableResult
    public func holdReplies(from first: Int? = nil) -> ReplyGate {
        let gate = ReplyGate()
        let first = first ?? requests.count
        state.hold.withLock { $0 = (gate, first) }
        return gate
    }

    /// Closes the server: later connections are refused.
    public func stop() { server.stop() }
}

/// The in-memory directory and the API's rules over it.
private final class Directory: Sendable {
    let perPage: Int
    let people: Locked<[ReqresServer.Person]>
    let overrides = Locked<[String: Reply]>([:])
    /// The gate that holds replies, and the arrival index from which it holds them.
    let hold = Locked<(gate: ReplyGate, first: Int)?>(nil)

    init(people: [ReqresServer.Person], perPage: Int) {
        self.people = Locked(people)
        self.perPage = perPage
    }

    func answer(_ request: RecordedRequest, index: Int) -> Reply {
        let reply = promptAnswer(request)
        guard let hold = hold.withLock({ $0 }), index >= hold.first else { return reply }
        return .held(hold.gate, reply)
    }

    private func promptAnswer(_ request: RecordedRequest) -> Reply {
        if let reply = overrides.withLock({ $0[request.path] }) { return reply }
        let url = URLComponents(string: request.path)
        let parts = (url?.path ?? "").split(separator: "/").map(String.init)
        guard parts.count >= 2, parts[0] == "api", parts[1] == "users" else {
            return .json("{}", status: 404)
        }
        let id = parts.count == 3 ? Int(parts[2]) : nil
        switch (request.method, parts.count) {
        case ("GET", 2):
            let page = url?.queryItems?.first { $0.name == "page" }.flatMap { Int($0.value ?? "") } ?? 1
            return .json(pageJSON(page))
        case ("GET", 3):
            return person(id).map { .json(envelope($0)) } ?? .json("{}", status: 404)
        case ("PUT", 3):
            return update(id, with: request.body).map { .json(envelope($0)) } ?? .json("{}", status: 404)
        default:
            return .json("{}", status: 404)
        }
    }

    private func person(_ id: Int?) -> ReqresServer.Person? {
        people.withLock { all in all.first { $0.id == id } }
    }

    private func update(_ id: Int?, with body: Data) -> ReqresServer.Person? {
        guard let fields = try? JSONSerialization.jsonObject(with: body) as? [String: String] else {
            return nil
        }
        return people.withLock { all -> ReqresServer.Person? in
            guard let index = all.firstIndex(where: { $0.id == id }) else { return nil }
            all[index].firstName = fields["first_name"] ?? all[index].firstName
            all[index].lastName = fields["last_name"] ?? all[index].lastName
            all[index].email = fields["email"] ?? all[index].email
            return all[index]
        }
    }

    private func pageJSON(_ page: Int) -> String {
        let all = people.withLock { $0 }
        // Page Int.max is past the end, as any page whose offset overflows is.
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        let start = page >= 1 && !overflow ? offset : all.count
        let slice = start < all.count ? Array(all[start..<min(start + perPage, all.count)]) : []
        let totalPages = (all.count + perPage - 1) / perPage
        let head =
            #"{"page":\#(page),"per_page":\#(perPage),"total":\#(all.count),"total_pages":\#(totalPages),"#
        return head + #""data":["# + slice.map(json).joined(separator: ",") + "]}"
    }

    private func envelope(_ person: ReqresServer.Person) -> String { #"{"data":\#(json(person))}"# }

    private func json(_ person: ReqresServer.Person) -> String {
        let object: [String: Any] = [
            "id": person.id, "email": person.email, "first_name": person.firstName,
            "last_name": person.lastName,
            "avatar": "https://example.com/avatars/\(person.id).png",
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
