import Domain
import __NAME__Domain

/// The scene's way to its store, and its only asynchronous surface.
struct __NAME__Worker: Sendable {
    private let store: any __NAME__Store

    init(store: any __NAME__Store) {
        self.store = store
    }

    func items() async throws(StorageError) -> [__NAME__Item] {
        try await store.items()
    }

    func add(_ item: __NAME__Item) async throws(StorageError) {
        try await store.add(item)
    }
}
