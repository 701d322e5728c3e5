// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
import Domain
import __NAME__Domain

/// An in-memory `__NAME__Store` whose failures a test controls.
///
/// It keeps the contract of the real store (items listed oldest first, a failed add stores nothing);
/// `failNext` makes the next call throw instead.
public actor Fake__NAME__Store: __NAME__Store {
    public private(set) var stored: [__NAME__Item]
    public private(set) var addCount = 0
    private var nextFailure: StorageError?

    public init(items: [__NAME__Item] = []) {
        self.stored = items
    }

    /// The next call, `items` or `add`, fails with the store failure `error` and changes nothing.
    public func failNext(with error: StorageError) {
        nextFailure = error
    }

    public func items() async throws(StorageError) -> [__NAME__Item] {
        try takeFailure()
        return stored
    }

    public func add(_ item: __NAME__Item) async throws(StorageError) {
        addCount += 1
        try takeFailure()
        stored.append(item)
    }

    private func takeFailure() throws(StorageError) {
        guard let failure = nextFailure else { return }
        nextFailure = nil
        throw failure
    }
}
