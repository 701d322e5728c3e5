// A child process for the crash test: saves reading plans in a loop until it is killed.
// Each save is one transaction over two tables, so a kill at any instant must leave both consistent.
import DataAccess
import Foundation
import ReadingPlanDomain

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: CrashWriter <database path>\n".utf8))
    exit(64)
}
let store = SQLiteReadingPlanStore(database: SQLiteDatabase(location: .file(path: CommandLine.arguments[1])))
do {
    var revision = try await store.load()?.revision ?? .unsaved
    FileHandle.standardOutput.write(Data("writing\n".utf8))
    while true {
        let plan = try ReadingPlan(
            pages: Int.random(in: ReadingPlan.pageRange), days: Int.random(in: ReadingPlan.dayRange))
        revision = try await store.save(plan, expected: revision).revision
    }
} catch {
    FileHandle.standardError.write(Data("CrashWriter: \(error)\n".utf8))
    exit(70)
}
