import Domain
import Presentation
import Testing

@Suite("StorageWording")
struct StorageWordingTests {
    @Test(
        "every unavailability has its own message naming the cause",
        arguments: [
            (StorageUnavailability.cannotOpen(path: "/x/app.sqlite"), "/x/app.sqlite"),
            (.busy, "busy"), (.readOnly, "read-only"), (.full, "full"), (.damaged, "damaged"),
            (.newerVersion(found: 9, supported: 2), "schema 9, this one knows 2"),
            (.ioFailure(detail: "disk I/O error"), "disk I/O error"),
        ])
    func messages(reason: StorageUnavailability, fragment: String) {
        #expect(StorageWording.message(for: reason).contains(fragment))
    }
}
