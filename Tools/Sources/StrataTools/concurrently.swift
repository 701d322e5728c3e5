import Foundation

/// Runs `work` for each of 0..<count on every core, keeping the results in order; the first failure wins.
func concurrently<Value: Sendable>(
    _ count: Int, _ work: @Sendable (Int) throws(ToolFailure) -> Value
) throws(ToolFailure) -> [Value] {
    let results = Results<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        results.set(index, Result { () throws(ToolFailure) in try work(index) })
    }
    return try results.values.map { result throws(ToolFailure) in try result.get() }
}

/// Results filled in by concurrent work, one slot each.
private final class Results<Value: Sendable>: @unchecked Sendable {
    private var slots: [Result<Value, ToolFailure>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Value, ToolFailure>) {
        lock.withLock { slots[index] = value }
    }

    var values: [Result<Value, ToolFailure>] {
        lock.withLock {
            slots.map { $0 ?? .failure(ToolFailure("a concurrent step did not finish", status: 2)) }
        }
    }
}
