import Foundation

/// A value behind a lock, with `Mutex`'s `withLock` shape, on `NSLock` (a pthread mutex): the one
/// lock type of every layer and every layer's tests.
///
/// Why not `Synchronization.Mutex`: on Linux ThreadSanitizer cannot see Mutex's lock and reports
/// every guarded access as a race (checked with a four-thread counter: the count is right, and TSan
/// still warns), so `make sanitize` could not tell real races from false ones. A pthread mutex is
/// visible to TSan. It lives in Domain's kernel because every package depends on Domain.
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `withLock` or `withLockIfAvailable`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value, waiting for the lock if another thread holds it.
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// Runs `body` with exclusive access to the value if the lock is free; returns nil at once,
    /// without running `body`, if it is held (by any thread, this one too: the lock is not recursive).
    public func withLockIfAvailable<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return try body(&value)
    }
}
