import Domain

/// The port through which the __NAME__ scene keeps its items between runs.
///
/// Data implements it (`SQLite__NAME__Store`); `Fake__NAME__Store` in __NAME__DomainTestSupport is its
/// in-memory fake for tests.
public protocol __NAME__Store: Sendable {
    /// Every item, oldest first.
    ///
    /// Throws only when the store is unavailable.
    func items() async throws(StorageError) -> [__NAME__Item]

    /// Adds `item` after the others, all or nothing.
    func add(_ item: __NAME__Item) async throws(StorageError)
}
