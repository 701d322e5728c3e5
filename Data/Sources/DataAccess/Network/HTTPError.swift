public import Domain
public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why an ``HTTPClient`` request failed, in transport terms; ``serviceError`` says it in Domain's words.
///
/// Two audiences read a failure. ``serviceError`` is for a person: a sentence about what happened, with no type
/// name, error code or library text in it. ``detail`` is for whoever debugs (the app prints it under `--verbose`):
/// the transport's or the decoder's own account, such as `URLError -1: transfer closed with 3 bytes remaining`.
public enum HTTPError: Error, Equatable, Sendable {
    /// No complete answer arrived within the client's timeout, in seconds.
    case timeout(after: TimeInterval)
    /// Nothing accepted the connection at `host` (`name:port`): refused, or the name is unknown.
    case cannotConnect(host: String)
    /// The server closed (or reset) the connection without a single byte of answer.
    case noAnswer(detail: String)
    /// The answer stopped part-way: the connection was lost or reset, or the body is shorter than announced.
    case cutOff(detail: String)
    /// What arrived is not a valid HTTP answer: a broken status line, header or chunked body, headers too large,
    /// or a body whose announced encoding (such as gzip) does not decode.
    case malformed(detail: String)
    /// The connection failed in another way, such as a secure connection that could not be made.
    case transport(detail: String)
    /// The server redirected more times than the session follows: a redirect loop.
    case tooManyRedirects
    /// The server redirected to another host (or scheme or port), which the client refuses to follow.
    case redirectRefused(to: String)
    /// The server answered with this non-2xx status; callers give `404` their own meaning.
    case status(Int)
    /// A 2xx answer with no body where a JSON document was expected.
    case emptyBody
    /// A 2xx answer that is a web page (`text/html`), such as a captive portal's login page, and not JSON.
    case webPage
    /// The body is not the JSON the caller expected; the detail says what did not fit, and where.
    case decoding(String)
    /// The body is, or announced it would be, larger than the client accepts.
    case bodyTooLarge(limit: Int)
    /// The base URL and path do not form a valid HTTP URL.
    case invalidURL(String)
    /// The request could not be built, such as a body that does not encode to JSON; the detail says why.
    case invalidRequest(String)
    /// The calling task was cancelled before an answer arrived.
    case cancelled

    /// Whether a GET that failed this way is worth sending again: the failure may be gone in a moment.
    var isTransient: Bool {
        switch self {
        case .timeout, .cannotConnect:
            true
        case .status(let code):
            Self.isTransientStatus(code)
        case .noAnswer, .cutOff, .malformed, .transport, .tooManyRedirects, .redirectRefused, .emptyBody,
            .webPage,
            .decoding, .bodyTooLarge, .invalidURL, .invalidRequest, .cancelled:
            false
        }
    }

    /// Whether a request that failed this way may still have been acted on by the server.
    ///
    /// True when the request may have arrived and its answer was lost or unreadable: a timeout, a connection that
    /// broke, an answer that is malformed, oversized or undecodable, a caller that gave up waiting, or a `5xx` (or
    /// a status HTTP does not have), since a server or a gateway can fail after the work was done. False when the
    /// request never left, or the server stated that it did not act: a `4xx` or a redirect. A server that acted
    /// and then said otherwise is taken at its word.
    public var mayHaveBeenActedOn: Bool {
        switch self {
        case .timeout, .noAnswer, .cutOff, .malformed, .transport, .emptyBody, .webPage, .decoding,
            .bodyTooLarge,
            .cancelled:
            true
        case .status(let code):
            !(400...499).contains(code)
        case .cannotConnect, .tooManyRedirects, .redirectRefused, .invalidURL, .invalidRequest:
            false
        }
    }

    /// The same failure in Domain's vocabulary, with the reason as a value Presentation words.
    ///
    /// Unreachable or failing servers (timeouts, refused or broken connections, `408`, `429`, `5xx`) are
    /// `.unavailable`; answers that break the contract (malformed, empty, a web page, undecodable, oversized) are
    /// `.corruptedResponse`; `422`, the server refusing the request's content, is `.rejected`; everything else,
    /// including other `4xx`, is `.unknown`.
    public var serviceError: ServiceError {
        switch self {
        case .timeout(let seconds): .unavailable(reason: .timedOut(seconds: seconds))
        case .cannotConnect(let host): .unavailable(reason: .cannotConnect(host: host))
        case .noAnswer: .unavailable(reason: .closedWithoutAnswer)
        case .cutOff: .unavailable(reason: .cutOff)
        case .transport: .unavailable(reason: .connectionFailed)
        case .malformed: .corruptedResponse(reason: .malformedAnswer)
        case .tooManyRedirects: .unknown(reason: .tooManyRedirects)
        case .redirectRefused(let target): .unknown(reason: .redirectedElsewhere(host: Self.host(of: target)))
        case .status(let code) where Self.isTransientStatus(code):
            .unavailable(reason: .answered(status: code))
        case .status(422): .rejected(reason: .refusedContent)
        case .status(let code): .unknown(reason: .answered(status: code))
        case .emptyBody: .corruptedResponse(reason: .emptyAnswer)
        case .webPage: .corruptedResponse(reason: .webPage)
        case .decoding: .corruptedResponse(reason: .unreadableAnswer)
        case .bodyTooLarge(let limit): .corruptedResponse(reason: .answerTooLarge(limit: limit))
        case .invalidURL(let url): .unknown(reason: .invalidURL(url))
        case .invalidRequest: .unknown(reason: .requestNotBuilt)
        case .cancelled: .unknown(reason: .cancelled)
        }
    }

    /// The technical account of the failure, for diagnostics (`--verbose`), never for a person's message; nil
    /// when ``serviceError`` already says everything.
    public var detail: String? {
        switch self {
        case .noAnswer(let detail), .cutOff(let detail), .malformed(let detail), .transport(let detail),
            .decoding(let detail), .invalidRequest(let detail):
            detail
        case .redirectRefused(let target):
            "Location: \(target)"
        case .timeout, .cannotConnect, .tooManyRedirects, .status, .emptyBody, .webPage, .bodyTooLarge,
            .invalidURL,
            .cancelled:
            nil
        }
    }

    /// Translates a failure reported by URLSession; `received` says whether an HTTP response (status line and
    /// headers) had arrived, and `incomplete` whether its body is shorter than its `Content-Length`.
    init(
        transportFailure error: any Error, host: String, timeout: TimeInterval, received: Bool = false,
        incomplete: Bool = false
    ) {
        guard let urlError = error as? URLError else {
            self = .transport(detail: String(describing: error))
            return
        }
        let detail = "URLError \(urlError.code.rawValue): \(urlError.localizedDescription)"
        switch urlError.code {
        case .timedOut:
            self = .timeout(after: timeout)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
            self = .cannotConnect(host: host)
        case .cancelled:
            self = .cancelled
        case .httpTooManyRedirects:
            self = .tooManyRedirects
        case .badServerResponse, .zeroByteResource:
            self = received ? .malformed(detail: detail) : .noAnswer(detail: detail)
        case .networkConnectionLost:
            self = received ? .cutOff(detail: detail) : .noAnswer(detail: detail)
        case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData, .dataLengthExceedsMaximum:
            self = .malformed(detail: detail)
        case .unknown:
            // FoundationNetworking reports most of libcurl's failures as unknown: a body shorter than announced,
            // a broken chunked body, a bad content encoding, headers over libcurl's limit. What had arrived tells
            // a cut-off answer from a malformed one.
            self = incomplete ? .cutOff(detail: detail) : .malformed(detail: detail)
        default:
            self = .transport(detail: detail)
        }
    }

    /// Describes a decoding failure by what was wrong and where, such as `missing key 'name' at users[2]`.
    init(decodingFailure error: any Error) {
        guard let error = error as? DecodingError else {
            self = .decoding(String(describing: error))
            return
        }
        switch error {
        case .keyNotFound(let key, let context):
            self = .decoding("missing key '\(key.stringValue)'\(Self.location(of: context))")
        case .valueNotFound(let type, let context):
            self = .decoding("missing \(type) value\(Self.location(of: context))")
        case .typeMismatch(let type, let context):
            self = .decoding("expected \(type)\(Self.location(of: context))")
        case .dataCorrupted(let context):
            self = .decoding("\(Self.trimmed(context.debugDescription))\(Self.location(of: context))")
        @unknown default:
            self = .decoding(String(describing: error))
        }
    }

    /// The host a redirect pointed to, or the start of its text when it is not a URL: never a whole `Location`
    /// header, which the server chose and can make as long as it likes.
    private static func host(of target: String) -> String {
        if let host = URL(string: target)?.host, !host.isEmpty { return String(host.prefix(64)) }
        return target.count > 64 ? String(target.prefix(64)) + "…" : target
    }

    /// `text` without a closing period, so the sentence it ends up in has exactly one.
    private static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while text.hasSuffix(".") { text.removeLast() }
        return String(text)
    }

    private static func isTransientStatus(_ code: Int) -> Bool {
        code == 408 || code == 429 || (500...599).contains(code)
    }

    private static func location(of context: DecodingError.Context) -> String {
        guard !context.codingPath.isEmpty else { return "" }
        let path = context.codingPath.map { key in
            key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
        }
        return " at " + String(path.joined().drop { $0 == "." })
    }
}
