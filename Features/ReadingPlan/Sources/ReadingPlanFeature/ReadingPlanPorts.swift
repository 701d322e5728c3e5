public import ReadingPlanDomain

/// What the reading plan's scene takes from the app: where plans are kept.
public struct ReadingPlanPorts: Sendable {
    public let store: any ReadingPlanStore

    public init(store: any ReadingPlanStore) {
        self.store = store
    }
}
