public import Domain

/// Why a user-directory request failed, whatever the source behind it.
public enum UserError: Error, Equatable, Sendable {
    /// No user has this id.
    case notFound(User.ID)
    /// The local store failed.
    case storage(StorageError)
    /// The remote service failed.
    case service(ServiceError)
}
