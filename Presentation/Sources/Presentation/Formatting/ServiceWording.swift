public import Domain

/// The words every scene uses for a remote service that failed.
public enum ServiceWording {
    /// A sentence saying what went wrong with the service.
    public static func message(for error: ServiceError) -> String {
        switch error {
        case .unavailable(let reason): "The service is unavailable: \(reason). Try again later."
        case .corruptedResponse(let reason): "The service's answer could not be used: \(reason)."
        case .rejected(let reason): "The service refused the request: \(reason)."
        case .unknown(let reason): "The service request failed: \(reason)."
        }
    }

    /// What kind of outcome the failure is: a refused request is the input's fault (exit 65), every other
    /// failure is the service's (exit 69).
    public static func outcome(for error: ServiceError) -> Outcome {
        if case .rejected = error { .invalidInput } else { .unavailable }
    }
}
