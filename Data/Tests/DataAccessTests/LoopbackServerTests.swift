import Foundation
import Testing

@testable import DataTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The test server itself, exercised with a bare URLSession so its behaviour does not depend on HTTPClient.
@Suite("LoopbackServer")
struct LoopbackServerTests {
    private let session = URLSession(configuration: .ephemeral)

    private func status(of request: URLRequest) async throws -> Int {
        let (_, response) = try await session.data(for: request)
        return try #require(response as? HTTPURLResponse).statusCode
    }

    @Test func sequenceAnswersInOrderThenRepeatsTheLastReply() async throws {
        let server = try LoopbackServer.sequence([.status(503, body: ""), .json("{}")])
        let request = URLRequest(url: server.baseURL.appendingPathComponent("ping"))

        var statuses: [Int] = []
        for _ in 0..<3 {
            statuses.append(try await status(of: request))
        }

        #expect(statuses == [503, 200, 200])
        #expect(server.hitCount == 3)
    }

    @Test func recordsMethodPathHeadersAndBody() async throws {
        let server = try LoopbackServer(handler: { request in
            .status(201, body: request.bodyText, headers: ["X-Echo": request.headers["x-trace"] ?? "none"])
        })
        var components = try #require(URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
        components.path = "/items"
        components.query = "page=2"
        var request = URLRequest(url: try #require(components.url))
        request.httpMethod = "PUT"
        request.httpBody = Data(#"{"a":1}"#.utf8)
        request.setValue("abc", forHTTPHeaderField: "X-Trace")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")

        let (body, response) = try await session.data(for: request)

        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 201)
        #expect(http.value(forHTTPHeaderField: "X-Echo") == "abc")
        #expect(String(decoding: body, as: UTF8.self) == #"{"a":1}"#)
        let recorded = try #require(server.requests.first)
        #expect(recorded.method == "PUT")
        #expect(recorded.path == "/items?page=2")
        #expect(recorded.headers["x-trace"] == "abc")
        #expect(recorded.bodyText == #"{"a":1}"#)
        #expect(server.hitCount == 1)
    }

    @Test func stopRefusesLaterConnections() async throws {
        let server = try LoopbackServer.sequence([.json("{}")])
        let request = URLRequest(url: server.baseURL)
        #expect(try await status(of: request) == 200)

        server.stop()
        server.stop()

        await #expect(throws: URLError.self) { try await session.data(for: request) }
        #expect(server.hitCount == 1)
    }

    @Test("a stopped server keeps its port: connections are refused, and no new server is given it")
    func stoppedServerKeepsItsPort() async throws {
        let server = try LoopbackServer.sequence([.json("{}")])
        server.stop()

        // Tests run side by side: another test's new server must never answer for a stopped one.
        // Nothing connected, so nothing but the server itself can still hold the port.
        let taken = Socket.reservePort(UInt16(server.port), reuseAddress: false)
        #expect(taken == nil)
        if let taken { close(taken) }
        let error = await #expect(throws: URLError.self) {
            try await session.data(for: URLRequest(url: server.baseURL))
        }
        #expect(error?.code == .cannotConnectToHost)
    }

    @Test func deallocatingTheServerStopsIt() async throws {
        var server: LoopbackServer? = try LoopbackServer.sequence([.json("{}")])
        let url = try #require(server?.baseURL)

        server = nil

        #expect(server == nil)
        let error = await #expect(throws: URLError.self) { try await session.data(from: url) }
        #expect(error?.code == .cannotConnectToHost)
    }
}
