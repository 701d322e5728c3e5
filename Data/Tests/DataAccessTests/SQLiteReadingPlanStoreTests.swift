import DataTestSupport
import Domain
import Foundation
import ReadingPlanDomain
import Testing

@testable import DataAccess

/// The ReadingPlanStore contract, run against the SQLite adapter on temporary files.
@Suite("SQLiteReadingPlanStore")
struct SQLiteReadingPlanStoreTests {
    let folder: TemporaryFolder
    let store: SQLiteReadingPlanStore
    let database: SQLiteDatabase

    init() throws {
        folder = try TemporaryFolder()
        database = SQLiteDatabase(location: .file(path: folder.path("plan.sqlite")))
        store = SQLiteReadingPlanStore(database: database)
    }

    @Test("a fresh store has no saved plan")
    func emptyLoad() async throws {
        #expect(try await store.load() == nil)
    }

    @Test("a save is read back with revision 1, and each later save bumps the revision")
    func saveThenLoad() async throws {
        let first = try await store.save(try ReadingPlan(pages: 300, days: 30), expected: .unsaved)
        #expect(first.revision == Revision(rawValue: 1))
        #expect(try await store.load() == first)
        let second = try await store.save(try ReadingPlan(pages: 100, days: 3), expected: first.revision)
        #expect(second.revision == Revision(rawValue: 2))
        #expect(try await store.load()?.plan.dailyPages == 34)
    }

    /// The history table as stored: revision, pages, days and daily pages of every save.
    func history() throws -> [[Int]] {
        try database.readBlocking(\.self) { connection throws(StorageError) in
            try connection.query(
                "SELECT revision, pages, days, daily_pages FROM reading_plan_history ORDER BY revision"
            ) { [$0.int(0), $0.int(1), $0.int(2), $0.int(3)] }
        }
    }

    @Test("a save naming a stale revision is a conflict and writes nothing: plan and history unchanged")
    func staleRevision() async throws {
        let saved = try await store.save(try ReadingPlan(pages: 300, days: 30), expected: .unsaved)
        let before = try history()
        await #expect(throws: ReadingPlanError.conflict(currentRevision: saved.revision)) {
            try await store.save(try ReadingPlan(pages: 1, days: 1), expected: .unsaved)
        }
        await #expect(throws: ReadingPlanError.conflict(currentRevision: saved.revision)) {
            try await store.save(try ReadingPlan(pages: 1, days: 1), expected: Revision(rawValue: 7))
        }
        #expect(try await store.load() == saved)
        #expect(try history() == before)
        #expect(before == [[1, 300, 30, 10]])
    }

    @Test("a saved plan survives closing and reopening the file")
    func survivesReopen() async throws {
        let saved = try await store.save(try ReadingPlan(pages: 250, days: 7), expected: .unsaved)
        let reopened = SQLiteReadingPlanStore(database: SQLiteDatabase(location: database.location))
        #expect(try await reopened.load() == saved)
    }

    @Test("two connections saving with the same expected revision: exactly one wins")
    func raceOnRevision() async throws {
        try database.open()
        let stores = (0..<8).map { _ in
            SQLiteReadingPlanStore(database: SQLiteDatabase(location: database.location, options: .patient))
        }
        let plan = try ReadingPlan(pages: 10, days: 2)
        let results = await withTaskGroup(of: Result<SavedPlan, ReadingPlanError>.self) { group in
            for store in stores {
                group.addTask {
                    do throws(ReadingPlanError) {
                        return .success(try await store.save(plan, expected: .unsaved))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let wins = results.filter { (try? $0.get()) != nil }
        #expect(wins.count == 1)
        #expect(
            results.filter { $0 == .failure(.conflict(currentRevision: Revision(rawValue: 1))) }.count == 7)
        #expect(try await store.load()?.revision == Revision(rawValue: 1))
    }

    @Test("an in-memory database keeps data for its lifetime and leaves no file behind")
    func inMemory() async throws {
        let before = try FileManager.default.contentsOfDirectory(
            atPath: FileManager.default.currentDirectoryPath)
        let memory = SQLiteReadingPlanStore(database: SQLiteDatabase(location: .inMemory))
        let saved = try await memory.save(try ReadingPlan(pages: 5, days: 5), expected: .unsaved)
        #expect(try await memory.load() == saved)
        let after = try FileManager.default.contentsOfDirectory(
            atPath: FileManager.default.currentDirectoryPath)
        #expect(Set(after) == Set(before))
    }

    @Test("the database file is an ordinary SQLite file, owner-only, in an owner-only folder")
    func fileIsPrivate() async throws {
        let nested = folder.path("deeper/still/app.sqlite")
        let store = SQLiteReadingPlanStore(database: SQLiteDatabase(location: .file(path: nested)))
        _ = try await store.save(try ReadingPlan(pages: 5, days: 5), expected: .unsaved)
        let attributes = try FileManager.default.attributesOfItem(atPath: nested)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path("deeper/still"))
        #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
        let header = try Data(contentsOf: URL(fileURLWithPath: nested)).prefix(16)
        #expect(String(decoding: header, as: UTF8.self) == "SQLite format 3\u{0}")
    }
}

extension SQLiteReadingPlanStoreTests {
    @Test("a save without an expected revision replaces whatever is stored")
    func unconditionalSave() async throws {
        _ = try await store.save(try ReadingPlan(pages: 300, days: 30), expected: nil)
        let second = try await store.save(try ReadingPlan(pages: 30, days: 3), expected: nil)
        #expect(second.revision == Revision(rawValue: 2))
        #expect(try await store.load() == second)
    }
}
