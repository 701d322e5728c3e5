public import Domain
public import ReadingPlanDomain

/// Keeps the one reading plan in SQLite, with a revision for optimistic concurrency.
///
/// Each save also appends to `reading_plan_history` in the same transaction, so the two tables
/// always agree: that is what the crash test checks after killing a writer mid-save.
public struct SQLiteReadingPlanStore: ReadingPlanStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func load() async throws(StorageError) -> SavedPlan? {
        let rows = try await database.read(\.self) { connection throws(StorageError) in
            try connection.query("SELECT pages, days, revision FROM reading_plan WHERE id = 1") { row in
                (pages: row.int(0), days: row.int(1), revision: row.int(2))
            }
        }
        guard let row = rows.first else { return nil }
        guard let plan = try? ReadingPlan(pages: row.pages, days: row.days) else { throw .damaged }
        return SavedPlan(plan: plan, revision: Revision(rawValue: row.revision))
    }

    public func save(_ plan: ReadingPlan, expected: Revision?) async throws(ReadingPlanError) -> SavedPlan {
        try await database.write(ReadingPlanError.storage) { connection throws(ReadingPlanError) in
            let current =
                try connection.query("SELECT revision FROM reading_plan WHERE id = 1") {
                    Revision(rawValue: $0.int(0))
                }.first ?? .unsaved
            if let expected, current != expected { throw .conflict(currentRevision: current) }
            let next = current.next
            let values: [SQLValue] = [
                .integer(Int64(next.rawValue)), .integer(Int64(plan.pages)), .integer(Int64(plan.days)),
                .integer(Int64(plan.dailyPages)),
            ]
            _ = try connection.query(
                "INSERT INTO reading_plan_history (revision, pages, days, daily_pages) VALUES (?, ?, ?, ?)",
                values
            ) { _ in () }
            _ = try connection.query(
                """
                INSERT INTO reading_plan (id, revision, pages, days, daily_pages) VALUES (1, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, pages = excluded.pages,
                    days = excluded.days, daily_pages = excluded.daily_pages
                """,
                values
            ) { _ in () }
            return SavedPlan(plan: plan, revision: next)
        }
    }
}
