import Domain
import Presentation
import Testing

@Suite("StorageWording")
struct StorageWordingTests {
    @Test(
        "every store failure has its own message naming the cause",
        arguments: [
            (StorageError.cannotOpen(path: "/x/app.sqlite"), "/x/app.sqlite"),
            (.busy, "busy"), (.readOnly, "read-only"), (.full, "full"), (.damaged, "damaged"),
            (.newerVersion(found: 9, supported: 2), "schema 9, this one knows 2"),
            (.ioFailure(detail: "disk I/O error"), "disk I/O error"),
        ])
    func messages(error: StorageError, fragment: String) {
        #expect(StorageWording.message(for: error).contains(fragment))
    }
}
