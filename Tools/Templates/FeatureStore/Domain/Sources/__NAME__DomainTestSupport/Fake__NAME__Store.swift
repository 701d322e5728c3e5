// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
public import Domain
public import __NAME__Domain

/// An in-memory store that keeps the SQLite one's contract, or fails as a test asks (the port,
/// `__NAME__Store`, documents its methods).
public actor Fake__NAME__Store: __NAME__Store {
    private var stored: [__NAME__Item] = []
    private let failure: StorageError?

    /// A store that is empty, as a new database is; given `failure`, every call throws it.
    public init(failing failure: StorageError? = nil) {
        self.failure = failure
    }

    public func items() throws(StorageError) -> [__NAME__Item] {
        if let failure { throw failure }
        return stored
    }

    public func add(_ items: [__NAME__Item]) throws(StorageError) -> [__NAME__Item] {
        if let failure { throw failure }
        stored += items
        return stored
    }
}
