import Foundation
import Testing

/// Conditions for the tests that need something of the machine besides the built products. Where it is
/// missing the test is reported as skipped, with the reason, instead of passing without proving anything.
extension Trait where Self == ConditionTrait {
    /// Runs on Linux only; `reason` names the Linux-only facility the test needs.
    static func linuxOnly(_ reason: Comment, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        #if os(Linux)
            .enabled(if: true, reason, sourceLocation: sourceLocation)
        #else
            .enabled(if: false, reason, sourceLocation: sourceLocation)
        #endif
    }

    /// Skipped under `make sanitize`, whose runtimes `reason` conflicts with.
    static func notSanitized(_ reason: Comment, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        .disabled(
            if: ["TSAN_OPTIONS", "ASAN_OPTIONS"].contains { ProcessInfo.processInfo.environment[$0] != nil },
            reason, sourceLocation: sourceLocation)
    }

    /// Runs where the `sqlite3` command-line shell is on PATH: Tools/scripts/ensure-deps.sh installs it on Linux,
    /// and macOS ships it in /usr/bin.
    static var sqlite3Shell: Self {
        .enabled(if: SQLite3Shell.path != nil, "needs the sqlite3 command-line shell on PATH")
    }
}

/// The `sqlite3` command-line shell, looked up on PATH.
enum SQLite3Shell {
    static let path: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").lazy.map { "\($0)/sqlite3" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}
