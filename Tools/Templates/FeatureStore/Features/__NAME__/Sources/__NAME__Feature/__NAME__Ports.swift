public import __NAME__Domain

/// All the feature takes from the app, made by its composition root: the store, which opens nothing until
/// first used. A route to another feature's screen is an event beside it, a closure carrying only what the
/// other side needs (`DueLoansPorts.planReading`; ARCHITECTURE, "Add a route").
public struct __NAME__Ports: Sendable {
    public let store: any __NAME__Store

    public init(store: any __NAME__Store) { self.store = store }
}
