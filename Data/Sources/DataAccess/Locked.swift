import Foundation

/// A value behind a lock, with `Mutex`'s `withLock` shape, on `NSLock` (a pthread mutex).
///
/// Why not `Synchronization.Mutex`: on Linux ThreadSanitizer cannot see Mutex's lock and reports
/// every guarded access as a race (checked with a four-thread counter: the count is right, and TSan
/// still warns), so `make sanitize` could not tell real races from false ones. A pthread mutex is
/// visible to TSan. Shared with DataTestSupport's servers through `package` access.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
