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
