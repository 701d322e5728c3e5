public import Domain

/// Where the scene keeps its items between runs: `SQLite__NAME__Store` in Data, and
/// `Fake__NAME__Store` for tests and the preview.
public protocol __NAME__Store: Sendable {
    /// Every item, oldest first.
    func items() async throws(StorageError) -> [__NAME__Item]

    /// Adds `items` after the others, all of them or none, and returns every item, oldest first.
    func add(_ items: [__NAME__Item]) async throws(StorageError) -> [__NAME__Item]
}
