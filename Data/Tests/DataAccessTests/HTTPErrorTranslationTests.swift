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
            ServiceError.unavailable(reason: .timedOut(seconds: 10))
        ),
        (
            .cannotConnect(host: "127.0.0.1:8080"),
            .unavailable(reason: .cannotConnect(host: "127.0.0.1:8080"))
        ),
        (.noAnswer(detail: "x"), .unavailable(reason: .closedWithoutAnswer)),
        (.cutOff(detail: "x"), .unavailable(reason: .cutOff)),
        (.transport(detail: "x"), .unavailable(reason: .connectionFailed)),
        (.malformed(detail: "x"), .corruptedResponse(reason: .malformedAnswer)),
        (.tooManyRedirects, .unknown(reason: .tooManyRedirects)),
        (
            .redirectRefused(to: "https://evil.example/" + String(repeating: "a", count: 5000)),
            .unknown(reason: .redirectedElsewhere(host: "evil.example"))
        ),
        (.status(500), .unavailable(reason: .answered(status: 500))),
        (.status(503), .unavailable(reason: .answered(status: 503))),
        (.status(408), .unavailable(reason: .answered(status: 408))),
        (.status(429), .unavailable(reason: .answered(status: 429))),
        (.status(422), .rejected(reason: .refusedContent)),
        (.status(404), .unknown(reason: .answered(status: 404))),
        (.status(400), .unknown(reason: .answered(status: 400))),
        (.emptyBody, .corruptedResponse(reason: .emptyAnswer)),
        (.webPage, .corruptedResponse(reason: .webPage)),
        (
            .decoding("bad"),
            .corruptedResponse(reason: .unreadableAnswer)
        ),
        (.bodyTooLarge(limit: 10), .corruptedResponse(reason: .answerTooLarge(limit: 10))),
        (.invalidURL("x"), .unknown(reason: .invalidURL("x"))),
        (.invalidRequest("y"), .unknown(reason: .requestNotBuilt)),
        (.cancelled, .unknown(reason: .cancelled)),
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
            // The values a reason carries (a host, a URL): Presentation words the rest.
            let reason = String(describing: error.serviceError.reason)
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
