import Domain

/// The words every scene uses for a remote service that failed.
public enum ServiceWording {
    /// A sentence saying what went wrong with the service.
    public static func message(for error: ServiceError) -> String {
        switch error {
        case .unavailable(let reason): "The service is unavailable: \(reason). Try again later."
        case .corruptedResponse(let reason): "The service sent something this app cannot read: \(reason)."
        case .unknown(let reason): "The service request failed: \(reason)."
        }
    }
}
