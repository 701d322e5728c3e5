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
