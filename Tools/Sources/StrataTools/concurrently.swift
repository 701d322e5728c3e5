import Foundation

/// Runs `work` for each of 0..<count on every core, keeping the results in order; the first failure wins.
func concurrently<Value: Sendable>(
    _ count: Int, _ work: @Sendable (Int) throws(ToolFailure) -> Value
) throws(ToolFailure) -> [Value] {
    let slots = Slots<Result<Value, ToolFailure>>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let result = Result { () throws(ToolFailure) in try work(index) }
        slots.lock.withLock { slots.values[index] = result }
    }
    return try slots.lock.withLock { slots.values }.map { slot throws(ToolFailure) in
        try (slot ?? .failure(ToolFailure("a concurrent step did not finish", status: 2))).get()
    }
}

/// Results filled in by concurrent work, one slot each, behind a lock.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    var values: [Value?]
    let lock = NSLock()

    init(_ values: [Value?]) { self.values = values }
}
