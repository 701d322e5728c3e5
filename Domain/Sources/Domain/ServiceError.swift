/// Why a remote service could not answer, in Domain's words.
///
/// Data translates transport failures, HTTP statuses and undecodable bodies into these cases at its
/// boundary, so nothing above Data ever catches a `URLError` or a `DecodingError`.
public enum ServiceError: Error, Equatable, Sendable {
    /// The service could not be reached or is failing for now; trying again later may work.
    case unavailable(reason: String)
    /// The service answered with something that is not what its contract promises.
    case corruptedResponse(reason: String)
    /// Anything unforeseen, routed here rather than escaping as a low-level error.
    case unknown(reason: String)
}
