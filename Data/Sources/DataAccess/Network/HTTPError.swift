import Domain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why an ``HTTPClient`` request failed, in transport terms; ``serviceError`` says it in Domain's words.
public enum HTTPError: Error, Equatable, Sendable {
    /// No complete answer arrived within the client's timeout, in seconds.
    case timeout(after: TimeInterval)
    /// Nothing accepted the connection at `host` (`name:port`): refused, or the name is unknown.
    case cannotConnect(host: String)
    /// The connection failed in another way, such as a dropped connection or a truncated body.
    case transport(String)
    /// The server answered with this non-2xx status; callers give `404` their own meaning.
    case status(Int)
    /// The body is not the JSON the caller expected; the text says what did not fit, and where.
    case decoding(String)
    /// The body is, or announced it would be, larger than the client accepts.
    case bodyTooLarge(limit: Int)
    /// The base URL and path do not form a valid HTTP URL.
    case invalidURL(String)
    /// The request could not be built, such as a body that does not encode to JSON.
    case invalidRequest(String)
    /// The calling task was cancelled before an answer arrived.
    case cancelled
    /// The server redirected to another host (or scheme or port), which the client refuses to follow.
    case redirectRefused(to: String)

    /// Whether a GET that failed this way is worth sending again: the failure may be gone in a moment.
    var isTransient: Bool {
        switch self {
        case .timeout, .cannotConnect:
            true
        case .status(let code):
            Self.isTransientStatus(code)
        case .transport, .decoding, .bodyTooLarge, .invalidURL, .invalidRequest, .cancelled, .redirectRefused:
            false
        }
    }

    /// The same failure in Domain's vocabulary, with a short reason a person can act on.
    ///
    /// Unreachable or failing servers (timeouts, refused connections, broken transfers, `408`, `429`,
    /// `5xx`) are `.unavailable`; answers that break the contract (undecodable, oversized) are
    /// `.corruptedResponse`; everything else, including other `4xx`, is `.unknown`.
    public var serviceError: ServiceError {
        switch self {
        case .timeout(let seconds):
            .unavailable(reason: "the server did not answer within \(Self.format(seconds: seconds)) s")
        case .cannotConnect(let host):
            .unavailable(reason: "could not connect to the server at \(host)")
        case .transport(let detail):
            .unavailable(reason: "the connection to the server failed: \(detail)")
        case .status(let code) where Self.isTransientStatus(code):
            .unavailable(reason: "the server answered \(code)")
        case .status(let code):
            .unknown(reason: "the server answered \(code)")
        case .decoding(let detail):
            .corruptedResponse(reason: "the server's answer could not be read: \(detail)")
        case .bodyTooLarge(let limit):
            .corruptedResponse(reason: "the server's answer is larger than \(limit) bytes")
        case .invalidURL(let url):
            .unknown(reason: "the request URL is invalid: \(url)")
        case .invalidRequest(let detail):
            .unknown(reason: "the request could not be built: \(detail)")
        case .cancelled:
            .unknown(reason: "the request was cancelled")
        case .redirectRefused(let target):
            .unknown(reason: "the server redirected to \(target), another host, which is not followed")
        }
    }

    /// Translates a failure reported by URLSession.
    init(transportFailure error: any Error, host: String, timeout: TimeInterval) {
        guard let urlError = error as? URLError else {
            self = .transport(String(describing: error))
            return
        }
        switch urlError.code {
        case .timedOut:
            self = .timeout(after: timeout)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
            self = .cannotConnect(host: host)
        case .cancelled:
            self = .cancelled
        default:
            // The app's own words, never Foundation's localized text (which varies by platform and
            // ends in its own period).
            self = .transport(Self.describe(urlError.code))
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
        case .dataCorrupted(let context) where context.underlyingError != nil || context.codingPath.isEmpty:
            // JSONDecoder's own syntax error (the DTOs' own checks always name a key): its text is
            // Foundation's, so say it in the app's words.
            self = .decoding("it is not valid JSON\(Self.location(of: context))")
        case .dataCorrupted(let context):
            self = .decoding("\(Self.trimmed(context.debugDescription))\(Self.location(of: context))")
        @unknown default:
            self = .decoding(String(describing: error))
        }
    }

    /// A transfer failure in a few words, by its code.
    private static func describe(_ code: URLError.Code) -> String {
        switch code {
        case .networkConnectionLost: "the connection was lost"
        case .badServerResponse: "the server's answer was malformed"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            "a secure connection could not be made"
        case .resourceUnavailable, .zeroByteResource: "the server sent nothing usable"
        default: "the transfer failed (URLError \(code.rawValue))"
        }
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

    /// `10` for whole seconds, `0.3` otherwise.
    private static func format(seconds: TimeInterval) -> String {
        seconds.rounded() == seconds && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
