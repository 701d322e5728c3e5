// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// Child processes started one at a time, by every test in the test process.
///
/// On Linux, `Process.run()` closes in the child each descriptor up to the highest one open when it looks,
/// so one that another thread opens a moment later is inherited: a second spawn's pipes, or the socket by
/// which Foundation sees that other child exit. A child that holds another's exit socket hides that exit,
/// and `waitUntilExit()` spins for ever: under AddressSanitizer on a loaded machine, a killed crash writer
/// stayed a zombie, held by a terminal runner started at the same moment, and the run hung.
/// swift-corelibs-foundation issue 4795 is the same detection, defeated by a grandchild.
///
/// So every test makes its child's pipes and calls `run()` inside ``start(_:)``.
public enum ChildProcess {
    private static let starting = NSLock()

    /// Runs `body`, which makes a child's pipes and starts it, while no other test starts one.
    public static func start<T>(_ body: () throws -> T) rethrows -> T {
        starting.lock()
        defer { starting.unlock() }
        return try body()
    }
}
