/// A stock-keeping unit: the code that names one product in the inventory.
public struct SKU: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: SKU, rhs: SKU) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One line of an order to place: which product, how many.
public struct OrderLine: Equatable, Hashable, Sendable {
    /// The quantities one line may ask for.
    public static let quantityRange = 1...999

    public let sku: SKU
    public let quantity: Int

    public init(sku: SKU, quantity: Int) {
        self.sku = sku
        self.quantity = quantity
    }
}

/// One line of a placed order, priced when it was placed.
public struct OrderItem: Equatable, Sendable {
    public let sku: SKU
    public let quantity: Int
    public let unitPriceCents: Int

    public init(sku: SKU, quantity: Int, unitPriceCents: Int) {
        self.sku = sku
        self.quantity = quantity
        self.unitPriceCents = unitPriceCents
    }

    /// Quantity times unit price.
    public var totalCents: Int { quantity * unitPriceCents }
}

/// Where an order is in its life.
public enum OrderStatus: Equatable, Sendable {
    case pending
    case paid
    case shipped
    case delivered
    case cancelled
    /// A status this version of the app does not know (a newer backend); shown, never guessed.
    case unrecognized
}

/// A placed order (seed 003's `Order`).
public struct Order: Identifiable, Equatable, Sendable {
    /// The order's identity, typed so it cannot be mixed up with another id or a row number.
    public typealias ID = Tagged<Order, String>

    public let id: ID
    public let items: [OrderItem]
    public let status: OrderStatus

    public init(id: ID, items: [OrderItem], status: OrderStatus) {
        self.id = id
        self.items = items
        self.status = status
    }

    /// The sum of the items' totals.
    public var totalCents: Int { items.reduce(0) { $0 + $1.totalCents } }
}

/// The orders a repository answered with, and whether they came from its cache.
public struct FetchedOrders: Equatable, Sendable {
    public let orders: [Order]
    /// True when the live source failed and these are the last orders it gave.
    public let isFromCache: Bool

    public init(orders: [Order], isFromCache: Bool) {
        self.orders = orders
        self.isFromCache = isFromCache
    }
}

/// One product's stock.
public struct StockItem: Equatable, Sendable {
    public let sku: SKU
    public let name: String
    public let unitPriceCents: Int
    public let available: Int

    public init(sku: SKU, name: String, unitPriceCents: Int, available: Int) {
        self.sku = sku
        self.name = name
        self.unitPriceCents = unitPriceCents
        self.available = available
    }
}
