/// A view model's state now and the one observer its view sets: what every screen that observes a view model
/// (Orders' MVVM screens) would otherwise declare for itself.
@MainActor
public final class Observed<Value> {
    /// The state now.
    public private(set) var value: Value
    /// Called with every new state; the view sets it, holding itself weakly.
    public var onChange: ((Value) -> Void)?

    public init(_ value: Value) {
        self.value = value
    }

    /// Makes `value` the state now and tells the observer.
    public func send(_ value: Value) {
        self.value = value
        onChange?(value)
    }
}
