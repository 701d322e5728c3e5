// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

/// Requests held until a test lets them go, so the test decides the order answers arrive in.
///
/// Each fake stores one and passes its requests through it: `await withCheckedContinuation {
/// gate.park($0, telling: changes) }` while ``isHolding``, where `changes` is the fake's own, which a test's
/// ``Deadline/until(_:on:isolation:_:)`` waits on.
public struct RequestGate: Sendable {
    /// Whether requests arriving now are held.
    public private(set) var isHolding = false
    private var parked: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// Requests held now.
    public var parkedCount: Int { parked.count }

    /// Holds every later request until ``release()``.
    public mutating func hold() { isHolding = true }

    /// Holds one request, and tells `changes` that one more is held.
    public mutating func park(_ request: CheckedContinuation<Void, Never>, telling changes: Changes) {
        parked.append(request)
        changes.changed()
    }

    /// Lets every held request go, and later ones run at once.
    public mutating func release() {
        isHolding = false
        for request in parked { request.resume() }
        parked.removeAll()
    }

    /// Lets only the newest held request go: the way a replaced request's answer arrives last.
    public mutating func releaseNewest() {
        parked.popLast()?.resume()
    }
}
