public import Domain

/// The words every scene uses for a remote service that failed.
public enum ServiceWording {
    /// A sentence saying what went wrong with the service.
    ///
    /// The reason is the service's, as it gave it.
    public static func message(for error: ServiceError, in language: Language) -> String {
        let words = Words.presentation(language)
        return switch error {
        case .unavailable(let reason): words("service.unavailable", ["reason": reason])
        case .corruptedResponse(let reason): words("service.corrupted", ["reason": reason])
        case .rejected(let reason): words("service.rejected", ["reason": reason])
        case .unknown(let reason): words("service.failed", ["reason": reason])
        }
    }

    /// What kind of outcome the failure is: a refused request is the input's fault (exit 65), every other
    /// failure is the service's (exit 69).
    public static func outcome(for error: ServiceError) -> Outcome {
        if case .rejected = error { .invalidInput } else { .unavailable }
    }
}
