import DataAccess
import DataTestSupport
import Domain
import Foundation
import Testing

/// The page a fault row's GET expects; every ``ServerFault`` body fails to be one, each for its own reason.
private struct Page: Decodable {
    let page: Int
    let data: [Int]
}

/// Every ``ServerFault`` against the real client on a loopback server: the Domain failure it ends in, and how
/// many attempts it took (the retry budget is two retries, for transient failures only).
@Suite("HTTP fault table: a server that misbehaves at the byte level")
struct HTTPFaultTableTests {
    /// One row: the fault, the failure a person is told about, and the number of requests the server saw.
    struct Row: Sendable, CustomTestStringConvertible {
        let fault: ServerFault
        let expected: ServiceError
        let attempts: Int
        var testDescription: String { fault.rawValue }
    }

    static let unavailable = ServiceError.unavailable
    static let corrupted = ServiceError.corruptedResponse
    static let unknown = ServiceError.unknown

    static let rows: [Row] = [
        Row(fault: .truncatedBody, expected: unavailable(.cutOff), attempts: 1),
        Row(
            fault: .longerThanDeclared,
            expected: corrupted(.unreadableAnswer), attempts: 1),
        Row(fault: .invalidChunked, expected: corrupted(.malformedAnswer), attempts: 1),
        Row(
            fault: .resetBeforeHeaders,
            expected: unavailable(.closedWithoutAnswer),
            attempts: 1),
        Row(fault: .resetAfterHeaders, expected: unavailable(.cutOff), attempts: 1),
        Row(
            fault: .closedWithoutAnswer,
            expected: unavailable(.closedWithoutAnswer),
            attempts: 1),
        // The session follows the same-origin loop itself; the server sees every hop of the one attempt.
        Row(fault: .redirectLoop, expected: unknown(.tooManyRedirects), attempts: 21),
        Row(
            fault: .redirectElsewhere,
            expected: unknown(.redirectedElsewhere(host: "127.0.0.2")),
            attempts: 1),
        Row(fault: .hugeHeader, expected: corrupted(.malformedAnswer), attempts: 1),
        Row(fault: .gzipThatIsNot, expected: corrupted(.malformedAnswer), attempts: 1),
        Row(fault: .noContent, expected: corrupted(.emptyAnswer), attempts: 1),
        Row(fault: .emptyOK, expected: corrupted(.emptyAnswer), attempts: 1),
        Row(fault: .status999, expected: unknown(.answered(status: 999)), attempts: 1),
        // Retry-After is not obeyed: the client's own budget (two retries) bounds the wait.
        Row(fault: .tooManyRequests, expected: unavailable(.answered(status: 429)), attempts: 3),
        Row(
            fault: .drippingHeader, expected: unavailable(.timedOut(seconds: 0.5)),
            attempts: 3),
        Row(
            fault: .htmlPage, expected: corrupted(.webPage),
            attempts: 1),
        Row(
            fault: .deepNesting,
            expected: corrupted(.unreadableAnswer),
            attempts: 1),
        Row(
            fault: .numberOutOfRange,
            expected: corrupted(.unreadableAnswer), attempts: 1),
        Row(
            fault: .nulls, expected: corrupted(.unreadableAnswer),
            attempts: 1),
        Row(
            fault: .invalidUTF8,
            expected: corrupted(.unreadableAnswer),
            attempts: 1),
        Row(
            fault: .wrongShape,
            expected: corrupted(.unreadableAnswer),
            attempts: 1),
    ]

    @Test("the table has a row for every fault")
    func everyFaultHasARow() {
        #expect(Self.rows.map(\.fault) == ServerFault.allCases)
    }

    @Test("each fault ends in its Domain failure, within the retry budget", arguments: rows)
    func row(_ row: Row) async throws {
        let server = try LoopbackServer.sequence([row.fault.reply])
        defer { server.stop() }
        let log = LogLines()
        // The dripping server is stopped by the deadline: short here, 10 s in the app.
        let client = HTTPClient(
            baseURL: server.baseURL.appendingPathComponent("api"),
            timeout: row.fault.endsByTimeout ? 0.5 : LoopbackServer.patientTimeout,
            retry: RetryPolicy(maxRetries: 2, delays: [], sleep: { _ in }), log: { log.append($0) })

        let error: HTTPError
        do {
            let page = try await client.get("/users", as: Page.self)
            Issue.record("expected a failure, got \(page)")
            return
        } catch let failure {
            error = failure
        }

        #expect(error.serviceError == row.expected, "HTTPError: \(error)")
        // Each failed attempt is logged with its detail; the person's words never carry it.
        #expect(log.lines.count == (row.expected.isTransient ? row.attempts : 1))
        if row.fault.endsByTimeout {
            // The log counted the attempts. An attempt whose request a loaded server had not yet read when
            // the short deadline ran out is an attempt still, so the server may have seen fewer.
            #expect((1...row.attempts).contains(server.hitCount))
        } else {
            #expect(server.hitCount == row.attempts)
        }
        if let detail = error.detail { #expect(!String(describing: row.expected.reason).contains(detail)) }
    }

    @Test("a POST whose answer is lost, unreadable or a 5xx may have been acted on; a stated refusal was not")
    func mayHaveBeenActedOn() {
        let unknown: [HTTPError] = [
            .timeout(after: 1), .noAnswer(detail: ""), .cutOff(detail: ""), .malformed(detail: ""),
            .transport(detail: ""), .emptyBody, .webPage, .decoding(""), .bodyTooLarge(limit: 1), .cancelled,
            .status(500), .status(503), .status(504), .status(999),
        ]
        let refused: [HTTPError] = [
            .cannotConnect(host: "h"), .tooManyRedirects, .redirectRefused(to: "x"), .status(400),
            .status(422),
            .status(429), .invalidURL("u"), .invalidRequest("r"),
        ]
        #expect(unknown.allSatisfy { $0.mayHaveBeenActedOn })
        #expect(!refused.contains { $0.mayHaveBeenActedOn })
    }
}

/// What a request log heard, across the client's threads.
private final class LogLines: Sendable {
    private let stored = Locked<[String]>([])
    var lines: [String] { stored.withLock { $0 } }
    func append(_ line: String) { stored.withLock { $0.append(line) } }
}
