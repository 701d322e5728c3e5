import Domain

/// The port through which the __NAME__ scene keeps its items between runs.
///
/// Data implements it (`SQLite__NAME__Store`); `Fake__NAME__Store` in __NAME__DomainTestSupport is its
/// in-memory fake for tests.
public protocol __NAME__Store: Sendable {
    /// Every item, oldest first.
    ///
    /// Throws only when the store fails: the port has no rule of its own to break, so its error is the
    /// store's. A port that grows one (a duplicate item, a stale revision) gets an error enum of its own
    /// with that case and `storage(StorageError)`, as `ReadingPlanError` does.
    func items() async throws(StorageError) -> [__NAME__Item]

    /// Adds `item` after the others, all or nothing; throws only when the store fails.
    func add(_ item: __NAME__Item) async throws(StorageError)
}
