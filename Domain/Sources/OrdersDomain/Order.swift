import Domain

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

    /// The product.
    public let sku: SKU
    /// How many, within ``quantityRange``.
    public let quantity: Int

    /// A line; its quantity is checked by ``merged(_:)``, once lines for the same SKU are added up.
    public init(sku: SKU, quantity: Int) {
        self.sku = sku
        self.quantity = quantity
    }

    /// One line per SKU, quantities added up, in the order each SKU first appears; each total must
    /// be within ``quantityRange``, or the first SKU outside it is `.quantityOutOfRange`.
    ///
    /// The rule is about what an order asks of one product, so it applies after merging: two lines
    /// of 999 are 1998 of that product.
    public static func merged(_ lines: [OrderLine]) throws(OrderError) -> [OrderLine] {
        var totals: [SKU: Int] = [:]
        var skus: [SKU] = []
        for line in lines {
            if totals[line.sku] == nil { skus.append(line.sku) }
            // Saturating, so hostile quantities cannot overflow the sum.
            let (sum, overflow) = totals[line.sku, default: 0].addingReportingOverflow(line.quantity)
            totals[line.sku] = overflow ? (line.quantity < 0 ? Int.min : Int.max) : sum
        }
        return try skus.map { sku throws(OrderError) in
            let quantity = totals[sku] ?? 0
            guard quantityRange.contains(quantity) else {
                throw .quantityOutOfRange(sku, requested: quantity)
            }
            return OrderLine(sku: sku, quantity: quantity)
        }
    }
}

/// One line of a placed order, priced when it was placed.
public struct OrderItem: Equatable, Sendable {
    /// The product.
    public let sku: SKU
    /// How many were ordered.
    public let quantity: Int
    /// The price of one, in cents, when the order was placed.
    public let unitPriceCents: Int

    /// The prices a line may have, in cents: 0 to 1,000,000.00.
    ///
    /// With quantities of at most 999 this keeps every total far from overflowing, whatever a
    /// server sends.
    public static let unitPriceRange = 0...100_000_000

    /// A priced line.
    public init(sku: SKU, quantity: Int, unitPriceCents: Int) {
        self.sku = sku
        self.quantity = quantity
        self.unitPriceCents = unitPriceCents
    }

    /// Quantity times unit price.
    public var totalCents: Int { quantity * unitPriceCents }
}

/// The app's own name for an order it asked a source to place, sent with the request, so the app can
/// find the order again when the answer to placing it was lost (`U-` and eight hex digits).
public struct OrderReference: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The reference as sent and shown, such as `U-0A1B2C3D`.
    public let rawValue: String

    /// A reference as stored or typed.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The reference as shown.
    public var description: String { rawValue }

    /// A new reference, unlikely to repeat: 32 random bits.
    public static func random() -> OrderReference {
        let hex = String(UInt32.random(in: 0...UInt32.max), radix: 16, uppercase: true)
        return OrderReference(rawValue: "U-" + String(repeating: "0", count: 8 - hex.count) + hex)
    }
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

/// A placed order.
public struct Order: Identifiable, Equatable, Sendable {
    /// The order's identity, typed so it cannot be mixed up with another id or a row number.
    public typealias ID = Tagged<Order, String>

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
}

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

/// One product's stock.
public struct StockItem: Equatable, Sendable {
    /// The product.
    public let sku: SKU
    /// The product as people call it.
    public let name: String
    /// The price of one, in cents.
    public let unitPriceCents: Int
    /// How many are in stock, never below zero.
    public let available: Int

    /// One product's stock.
    public init(sku: SKU, name: String, unitPriceCents: Int, available: Int) {
        self.sku = sku
        self.name = name
        self.unitPriceCents = unitPriceCents
        self.available = available
    }
}

extension OrderLine {
    /// `lines` with one line per SKU (quantities added up, first appearance first), or `.noLines`
    /// when there are none, or `.quantityOutOfRange` when a merged quantity is outside
    /// ``OrderLine/quantityRange`` (``OrderLine/merged(_:)``).
    ///
    /// Every order adapter checks the lines it is given this way, so a bad quantity never reaches a
    /// store, and a negative one can never add stock.
    public static func checked(_ lines: [OrderLine]) throws(OrderError) -> [OrderLine] {
        guard !lines.isEmpty else { throw .noLines }
        return try merged(lines)
    }
}
