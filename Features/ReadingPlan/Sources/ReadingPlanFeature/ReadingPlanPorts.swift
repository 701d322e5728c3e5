public import Presentation
public import ReadingPlanDomain

/// What the reading plan's scene takes from the app: where plans are kept, and the way to other features'
/// screens.
public struct ReadingPlanPorts: Sendable {
    public let store: any ReadingPlanStore
    /// Opens another feature's screen by name above the plan (its `loans` verb).
    public let open: ScreenOpener

    public init(store: any ReadingPlanStore, open: ScreenOpener) {
        self.store = store
        self.open = open
    }
}
