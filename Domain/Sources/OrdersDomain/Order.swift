public import Domain

/// A placed order.
public struct Order: Identifiable, Equatable, Sendable {
    /// The order's identity, typed so it cannot be mixed up with another id or a row number.
    public typealias ID = Tagged<Order, String>

    /// The order's identity.
    public let id: ID
    /// What was ordered.
    public let items: [OrderItem]
    /// Where the order is in its life.
    public let status: OrderStatus
    /// The reference the app sent when it placed the order, when the source keeps it.
    public let reference: OrderReference?

    /// An order as a source stores it.
    public init(id: ID, items: [OrderItem], status: OrderStatus, reference: OrderReference? = nil) {
        self.id = id
        self.items = items
        self.status = status
        self.reference = reference
    }

    /// How many units the order holds, over all its items.
    public var unitCount: Int { items.reduce(0) { $0 + $1.quantity } }

    /// The sum of the items' totals.
    public var totalCents: Int { items.reduce(0) { $0 + $1.totalCents } }

    /// Whether this order, as a source answered placing it, is the order of `lines` under `reference`: the same
    /// quantity of each SKU, and the same reference when the source gives one back.
    ///
    /// An answer that names other lines is no confirmation of this order: a confused server, or a proxy that
    /// replayed another answer, could have sent it.
    public func confirms(_ lines: [OrderLine], reference: OrderReference) -> Bool {
        guard self.reference.map({ $0 == reference }) ?? true else { return false }
        var asked: [SKU: Int] = [:]
        for line in lines { asked[line.sku, default: 0] += line.quantity.rawValue }
        var answered: [SKU: Int] = [:]
        for item in items { answered[item.sku, default: 0] += item.quantity }
        return asked == answered
    }
}
