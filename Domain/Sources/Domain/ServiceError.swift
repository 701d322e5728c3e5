/// Why a remote service could not answer, in Domain's words.
///
/// Data translates transport failures, HTTP statuses and undecodable bodies into these cases at its
/// boundary, so nothing above Data ever catches a `URLError` or a `DecodingError`.
public enum ServiceError: Error, Equatable, Sendable {
    /// The service could not be reached or is failing for now; trying again later may work.
    case unavailable(reason: ServiceReason)
    /// The service answered with something that is not what its contract promises.
    case corruptedResponse(reason: ServiceReason)
    /// The service understood the request and refused its content: sending it again will not help, changing it may.
    case rejected(reason: ServiceReason)
    /// Anything unforeseen, routed here rather than escaping as a low-level error.
    case unknown(reason: ServiceReason)
}

/// What went wrong with a service, as values: Presentation words each in the reader's language, so no
/// layer below it writes a sentence.
public enum ServiceReason: Equatable, Sendable {
    /// No answer within the time one attempt may take.
    case timedOut(seconds: Double)
    case cannotConnect(host: String)
    case closedWithoutAnswer
    case cutOff
    case connectionFailed
    case malformedAnswer
    case tooManyRedirects
    /// A redirect to another host, which is not followed.
    case redirectedElsewhere(host: String)
    /// An HTTP status that is neither success nor one of the cases below.
    case answered(status: Int)
    /// 422: the service refused the request's content.
    case refusedContent
    case emptyAnswer
    /// A web page where data was expected.
    case webPage
    /// An answer in a form this app does not read.
    case unreadableAnswer
    case answerTooLarge(limit: Int)
    case invalidURL(String)
    case requestNotBuilt
    case cancelled
    /// A page of a list whose counts contradict each other.
    case contradictoryPage
    /// An order confirmed with other lines than were sent.
    case otherLinesConfirmed
    /// The connection was lost after the request was sent.
    case connectionLost
}

extension ServiceError {
    /// Why the service failed.
    public var reason: ServiceReason {
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
