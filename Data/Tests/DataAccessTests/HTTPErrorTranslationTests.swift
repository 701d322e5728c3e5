import DataAccess
import DataTestSupport
import Domain
import Foundation
import Testing
import UsersDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How transport failures read in Domain's vocabulary, and which ones a GET retries.
@Suite("HTTPError translation")
struct HTTPErrorTranslationTests {
    @Test(arguments: [
        (
            HTTPError.timeout(after: 10),
            ServiceError.unavailable(reason: "the server did not answer within 10 s")
        ),
        (
            .cannotConnect(host: "127.0.0.1:8080"),
            .unavailable(reason: "could not connect to the server at 127.0.0.1:8080")
        ),
        (.noAnswer(detail: "x"), .unavailable(reason: "the server closed the connection without answering")),
        (.cutOff(detail: "x"), .unavailable(reason: "the server's answer was cut off")),
        (.transport(detail: "x"), .unavailable(reason: "the connection to the server failed")),
        (.malformed(detail: "x"), .corruptedResponse(reason: "the server sent a malformed answer")),
        (.tooManyRedirects, .unknown(reason: "the server redirected too many times")),
        (
            .redirectRefused(to: "https://evil.example/" + String(repeating: "a", count: 5000)),
            .unknown(reason: "the server redirected to another host (evil.example), which is not followed")
        ),
        (.status(500), .unavailable(reason: "the server answered 500")),
        (.status(503), .unavailable(reason: "the server answered 503")),
        (.status(408), .unavailable(reason: "the server answered 408")),
        (.status(429), .unavailable(reason: "the server answered 429")),
        (.status(422), .rejected(reason: "the server answered 422: it refused the request's content")),
        (.status(404), .unknown(reason: "the server answered 404")),
        (.status(400), .unknown(reason: "the server answered 400")),
        (.emptyBody, .corruptedResponse(reason: "the server's answer was empty")),
        (.webPage, .corruptedResponse(reason: "the server sent a web page where data was expected")),
        (
            .decoding("bad"),
            .corruptedResponse(reason: "the server sent an answer in a form this app does not read")
        ),
        (.bodyTooLarge(limit: 10), .corruptedResponse(reason: "the server's answer is larger than 10 bytes")),
        (.invalidURL("x"), .unknown(reason: "the request URL is invalid: x")),
        (.invalidRequest("y"), .unknown(reason: "the request could not be built")),
        (.cancelled, .unknown(reason: "the request was cancelled")),
    ])
    func translatesToServiceError(error: HTTPError, expected: ServiceError) {
        #expect(error.serviceError == expected)
    }

    /// One failure of each kind, its detail written as the libraries write theirs.
    static let everyKind: [HTTPError] = [
        .timeout(after: 0.3), .cannotConnect(host: "127.0.0.1:9"),
        .noAnswer(detail: "URLError -1011: Empty reply from server"),
        .cutOff(detail: "URLError -1: transfer closed with 88 bytes remaining to read"),
        .malformed(detail: "URLError -1: Error while processing content unencoding: incorrect header check"),
        .transport(detail: "URLError -1200: SSL connect error"), .tooManyRedirects,
        .redirectRefused(to: "http://127.0.0.2:9/steal"), .status(999), .emptyBody, .webPage,
        .decoding("expected Dictionary<String, Any> at data; DecodingError.typeMismatch debugDescription"),
        .bodyTooLarge(limit: 10_000_000), .invalidURL("http://h/x"),
        .invalidRequest("EncodingError.invalidValue(nan, Swift.Double)"), .cancelled,
    ]

    /// The index of each kind in ``everyKind``: a new case does not compile here until it has a sample there.
    static func kindIndex(_ error: HTTPError) -> Int {
        switch error {
        case .timeout: 0
        case .cannotConnect: 1
        case .noAnswer: 2
        case .cutOff: 3
        case .malformed: 4
        case .transport: 5
        case .tooManyRedirects: 6
        case .redirectRefused: 7
        case .status: 8
        case .emptyBody: 9
        case .webPage: 10
        case .decoding: 11
        case .bodyTooLarge: 12
        case .invalidURL: 13
        case .invalidRequest: 14
        case .cancelled: 15
        }
    }

    @Test("no failure's words for a person carry library text: no type name, error code or decoder account")
    func reasonsAreAPersonsWords() {
        #expect(Self.everyKind.map(Self.kindIndex) == Array(0..<Self.everyKind.count))
        for error in Self.everyKind {
            let reason = error.serviceError.reason
            for text in ServerFault.libraryText { #expect(!reason.contains(text), "\(error): \(reason)") }
            if let detail = error.detail { #expect(!reason.contains(detail), "\(error): \(reason)") }
        }
    }

    @Test func standardPolicyRetriesTwiceWithGrowingPauses() {
        let policy = RetryPolicy.standard

        #expect(policy.maxRetries == 2)
        #expect(policy.delay(beforeRetry: 1) == .milliseconds(200))
        #expect(policy.delay(beforeRetry: 2) == .milliseconds(600))
        #expect(policy.delay(beforeRetry: 3) == .milliseconds(600))
        #expect(RetryPolicy.none.maxRetries == 0)
        #expect(RetryPolicy.none.delay(beforeRetry: 1) == .zero)
    }
}
