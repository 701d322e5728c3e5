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
            (.newerVersion(path: "/data/app.sqlite", found: 9, supported: 2), "schema 9, this one knows 2"),
            (.newerVersion(path: "/data/app.sqlite", found: 9, supported: 2), "'/data/app.sqlite'"),
            (.newerVersion(path: "/data/app.sqlite", found: 9, supported: 2), "--db or STRATA_DB"),
            (.ioFailure, "could not be read or written"),
        ])
    func messages(error: StorageError, fragment: String) {
        #expect(StorageWording.message(for: error).contains(fragment))
    }

    @Test("SQLite's own words never reach a person: a missing table reads as a failed store")
    func noLibraryText() {
        let message = StorageWording.message(for: .ioFailure)
        #expect(
            message == "Storage failed: the database could not be read or written. Try again in a moment.")
        #expect(!message.contains("SQLite") && !message.contains("no such table"))
    }
}
