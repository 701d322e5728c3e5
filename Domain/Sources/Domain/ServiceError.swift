/// Why a remote service could not answer, in Domain's words.
///
/// Data translates transport failures, HTTP statuses and undecodable bodies into these cases at its
/// boundary, so nothing above Data ever catches a `URLError` or a `DecodingError`.
public enum ServiceError: Error, Equatable, Sendable {
    /// The service could not be reached or is failing for now; trying again later may work.
    case unavailable(reason: String)
    /// The service answered with something that is not what its contract promises.
    case corruptedResponse(reason: String)
    /// The service understood the request and refused its content: sending it again will not help, changing it may.
    case rejected(reason: String)
    /// Anything unforeseen, routed here rather than escaping as a low-level error.
    case unknown(reason: String)
}

extension ServiceError {
    /// Why the service failed, in a person's words, such as "the server answered 503".
    public var reason: String {
        switch self {
        case .unavailable(let reason), .corruptedResponse(let reason), .rejected(let reason),
            .unknown(let reason):
            reason
        }
    }

    /// Whether the same request may pass if tried again.
    ///
    /// Only a service that was unreachable or failing for now may; a broken answer or an unforeseen
    /// failure would fail the same way again.
    public var isTransient: Bool {
        if case .unavailable = self { true } else { false }
    }
}
