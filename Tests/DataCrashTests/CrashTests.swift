import Domain
import Foundation
import PresentationTestSupport
import TestExecutables
import Testing

@testable import DataAccess

extension KilledWriters {
    /// Kills a writing child process with SIGKILL again and again, and after each kill finds the file
    /// intact and every save all-or-nothing.
    @Suite("Crash safety")
    struct CrashTests {
        static let kills = 50

        @Test("SIGKILL during writes never damages the database or leaves half a save")
        func killedWriters() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "strata-crash-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("crash.sqlite").path
            let writer = try Self.writerBinary()

            var revisions: [Int] = []
            for round in 1...Self.kills {
                let killed = try await Self.offThePool { try Self.startAndKill(writer, path) }
                #expect(killed, "round \(round): the writer exited by itself")
                let state = try Self.inspect(path)
                #expect(state.integrity == "ok", "round \(round)")
                #expect(state.consistent, "round \(round): plan and history disagree")
                revisions.append(state.revision)
            }
            // Revisions only grow, and every writer's saves outlived its kill: each says "writing" after its first
            // save (an event, not a guess at how much a busy machine gets done in 25 ms), so each round added one.
            #expect(revisions == revisions.sorted())
            #expect((revisions.last ?? 0) >= Self.kills)
            // The file is an ordinary SQLite database: the sqlite3 shell agrees.
            #expect(try await Self.offThePool { try Self.sqlite3(path, "PRAGMA integrity_check") } == "ok\n")
        }

        /// Starts a writer in `mode`, lets it write for a random moment, kills it; true if the kill ended it.
        static func startAndKill(_ writer: URL, _ path: String, mode: String = "plans") throws -> Bool {
            let process = Process()
            process.executableURL = writer
            process.arguments = [path, mode]
            let output = try ChildProcess.start {
                let output = Pipe()
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                try process.run()
                return output
            }
            _ = output.fileHandleForReading.availableData  // the child says "writing" after its first write
            usleep(UInt32.random(in: 1_000...25_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return process.terminationReason == .uncaughtSignal
        }

        /// Runs blocking work (sleeps, waits for children) on a dispatch thread, so it does not hold one
        /// of Swift's few cooperative threads and stall the timers of tests running beside it.
        static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
            }
        }

        /// Runs the `sqlite3` command-line shell (installed by Tools/scripts/ensure-deps.sh) on the file.
        static func sqlite3(_ path: String, _ sql: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["sqlite3", path, sql]
            let output = try ChildProcess.start {
                let output = Pipe()
                process.standardOutput = output
                try process.run()
                return output
            }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

        struct State {
            let integrity: String
            let revision: Int
            let consistent: Bool
        }

        /// Opens the file as a new process would (recovering the WAL) and compares the two tables.
        static func inspect(_ path: String) throws -> State {
            let database = SQLiteDatabase(location: .file(path: path))
            return try database.readBlocking(\.self) { connection throws(StorageError) in
                let integrity = try connection.query("PRAGMA integrity_check") { $0.string(0) }.joined(
                    separator: "; ")
                let plan = try connection.query("SELECT revision, pages, days, daily_pages FROM reading_plan")
                {
                    [$0.int(0), $0.int(1), $0.int(2), $0.int(3)]
                }.first
                let history = try connection.query(
                    "SELECT revision, pages, days, daily_pages FROM reading_plan_history ORDER BY revision"
                ) { [$0.int(0), $0.int(1), $0.int(2), $0.int(3)] }
                let contiguous = history.map { $0[0] } == Array((0..<history.count).map { $0 + 1 })
                let latestMatches = plan == history.last
                let quotaRight = history.allSatisfy { $0[3] == ($0[1] + $0[2] - 1) / $0[2] }
                return State(
                    integrity: integrity, revision: plan?[0] ?? 0,
                    consistent: contiguous && latestMatches && quotaRight)
            }
        }

        /// The writer: `CRASH_WRITER_BINARY` (set by `make`), else beside the test bundle.
        static func writerBinary() throws -> URL {
            try BuiltExecutable.locate("CrashWriter", variable: "CRASH_WRITER_BINARY")
        }
    }
}
