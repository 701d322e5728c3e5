/// All the feature takes from the app, made by its composition root: nothing yet. A port (storage) goes
/// here as a Domain protocol; a route to another feature's screen as an event, a closure carrying only
/// what the other side needs (`DueLoansPorts.planReading`; ARCHITECTURE, "Add a route").
public struct __NAME__Ports: Sendable {
    public init() {}
}
