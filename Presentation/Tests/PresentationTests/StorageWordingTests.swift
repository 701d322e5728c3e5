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
            (.readRefused, "could not be read"),
            (.newerVersion(path: "/data/app.sqlite", found: 9, supported: 2), "schema 9, this one knows 2"),
            (.newerVersion(path: "/data/app.sqlite", found: 9, supported: 2), "'/data/app.sqlite'"),
            (.newerVersion(path: "/data/app.sqlite", found: 9, supported: 2), "--db or STRATA_DB"),
            (.ioFailure, "could not be read or written"),
        ])
    func messages(error: StorageError, fragment: String) {
        #expect(StorageWording.message(for: error, in: .english).contains(fragment))
    }

    @Test("a newer schema with a table this build does not know names it, and does not claim a newer app")
    func unknownTable() {
        let one = StorageWording.message(
            for: .newerVersion(
                path: "/data/app.sqlite", found: 5, supported: 4, unknownTables: ["wishlist_items"]),
            in: .english)
        #expect(
            one
                == "The database at '/data/app.sqlite' has a table this build does not know (wishlist_items; "
                + "schema 5, this build knows 4): a newer version of this app, or a build with a feature since "
                + "removed, wrote it. Nothing was changed. Open it with the build that has that table, or give "
                + "this one another database with --db or STRATA_DB.")
        let two = StorageWording.message(
            for: .newerVersion(path: "/data/app.sqlite", found: 6, supported: 4, unknownTables: ["a", "b"]),
            in: .english)
        #expect(two.contains("has tables this build does not know (a, b; schema 6"))
        #expect(two.contains("the build that has those tables"))
        #expect(!one.contains("was written by a newer version"))
    }

    @Test("SQLite's own words never reach a person: a missing table reads as a failed store")
    func noLibraryText() {
        let message = StorageWording.message(for: .ioFailure, in: .english)
        #expect(
            message == "Storage failed: the database could not be read or written. Try again in a moment.")
        #expect(!message.contains("SQLite") && !message.contains("no such table"))
    }
}
