/// The orders a repository answered with, and whether they came from its cache.
public struct FetchedOrders: Equatable, Sendable {
    /// The orders, newest first.
    public let orders: [Order]
    /// True when the live source failed and these are the last orders it gave.
    public let isFromCache: Bool

    /// Orders and where they came from.
    public init(orders: [Order], isFromCache: Bool) {
        self.orders = orders
        self.isFromCache = isFromCache
    }
}
