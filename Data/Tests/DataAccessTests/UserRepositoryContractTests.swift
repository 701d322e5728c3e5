import DataAccess
import DataTestSupport
import Domain
import Foundation
import Testing
import UsersDomain

/// One contract, two adapters: the SQLite directory (the embedded default) and the reqres-style remote one
/// against a real loopback server.
///
/// Both must behave the same to the scenes.
@Suite("UserRepository contract")
struct UserRepositoryContractTests {
    enum Adapter: String, CaseIterable, Sendable {
        case sqlite
        case remote
    }

    /// A repository under test and whatever must live as long as it.
    struct Subject {
        let repository: any UserRepository
        let keepAlive: [AnyObject]
    }

    static func make(_ adapter: Adapter) throws -> Subject {
        switch adapter {
        case .sqlite:
            let database = SQLiteDatabase(location: .inMemory)
            return Subject(repository: SQLiteUserRepository(database: database), keepAlive: [database])
        case .remote:
            let server = try ReqresServer.numbered(42)
            let client = HTTPClient(
                baseURL: server.baseURL, timeout: LoopbackServer.patientTimeout, retry: .immediate)
            return Subject(repository: RemoteUserRepository(client: client), keepAlive: [server])
        }
    }

    @Test("pages cover every user once, in order, with consistent totals", arguments: Adapter.allCases)
    func paging(adapter: Adapter) async throws {
        let subject = try Self.make(adapter)
        let first = try await subject.repository.page(1)
        #expect(first.page == 1)
        #expect(first.users.count == first.perPage)
        #expect(first.totalPages == (first.total + first.perPage - 1) / first.perPage)
        var all: [User] = []
        for number in 1...first.totalPages {
            let page = try await subject.repository.page(number)
            #expect(page.total == first.total)
            all += page.users
        }
        #expect(all.count == first.total)
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(all.map(\.id) == all.map(\.id).sorted())
    }

    @Test("a page past the end is empty but keeps the real totals", arguments: Adapter.allCases)
    func pastTheEnd(adapter: Adapter) async throws {
        let subject = try Self.make(adapter)
        let first = try await subject.repository.page(1)
        let beyond = try await subject.repository.page(first.totalPages + 1)
        #expect(beyond.users.isEmpty)
        #expect(beyond.total == first.total)
        #expect(beyond.totalPages == first.totalPages)
    }

    @Test("the last page an Int can number is past the end, not an overflow", arguments: Adapter.allCases)
    func intMaxPage(adapter: Adapter) async throws {
        let subject = try Self.make(adapter)
        let first = try await subject.repository.page(1)
        let last = try await subject.repository.page(Int.max)
        #expect(last.users.isEmpty)
        #expect(last.total == first.total && last.totalPages == first.totalPages)
    }

    /// Pages are numbered from 1, and the remote answer for page 0 is the server's to give; the SQLite
    /// directory, like the fake, has no users before the first page (it used to answer page 1's).
    @Test("SQLite: a page before the first is empty but keeps the real totals", arguments: [0, -1, Int.min])
    func beforeTheFirst(number: Int) async throws {
        let repository = try Self.make(.sqlite).repository
        let first = try await repository.page(1)
        let before = try await repository.page(number)
        #expect(!first.users.isEmpty)
        #expect(before.users.isEmpty)
        #expect(before.page == number)
        #expect(before.total == first.total && before.totalPages == first.totalPages)
    }

    @Test("one user by id, and notFound for an id nobody has", arguments: Adapter.allCases)
    func oneUser(adapter: Adapter) async throws {
        let subject = try Self.make(adapter)
        let listed = try #require(try await subject.repository.page(1).users.last)
        let fetched = try await subject.repository.user(listed.id)
        #expect(fetched.id == listed.id && fetched.email == listed.email && fetched.name == listed.name)
        await #expect(throws: UserError.notFound(User.ID(rawValue: 9999))) {
            try await subject.repository.user(User.ID(rawValue: 9999))
        }
    }

    @Test("an update is stored and read back; an unknown id is notFound", arguments: Adapter.allCases)
    func update(adapter: Adapter) async throws {
        let subject = try Self.make(adapter)
        let user = try await subject.repository.user(User.ID(rawValue: 3))
        let edited = User(
            id: user.id, firstName: "Grace", lastName: "Hopper", email: "grace@navy.mil", avatar: user.avatar)
        let saved = try await subject.repository.update(edited)
        #expect(saved.name == "Grace Hopper" && saved.email == "grace@navy.mil")
        #expect(try await subject.repository.user(user.id).email == "grace@navy.mil")
        let ghost = User(id: User.ID(rawValue: 9999), firstName: "No", lastName: "One", email: "no@one.io")
        await #expect(throws: UserError.notFound(ghost.id)) { try await subject.repository.update(ghost) }
    }
}
