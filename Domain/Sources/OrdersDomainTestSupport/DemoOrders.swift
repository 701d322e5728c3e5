// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Domain
public import OrdersDomain

/// The inventory and orders a fresh database holds (Data's migration 4), for fakes that show what the app
/// shows.
///
/// The migration that seeds the database has shipped and never changes; Data's tests read a fresh
/// database through its adapters and check that it holds exactly these values, in the order they list them.
public enum DemoOrders {
    /// The demo products by SKU, as `app inventory` lists them: KETTLE-1L has exactly 5, FILTER-100 none.
    public static let stock: [StockItem] = [
        StockItem(
            sku: "BOOK-SICP", name: "Structure and Interpretation of Computer Programs", unitPriceCents: 4500,
            available: 8),
        StockItem(sku: "FILTER-100", name: "Paper tea filters, 100", unitPriceCents: 300, available: 0),
        StockItem(sku: "KETTLE-1L", name: "Electric kettle, 1 l", unitPriceCents: 3900, available: 5),
        StockItem(sku: "MUG-BLUE", name: "Blue mug, 300 ml", unitPriceCents: 1200, available: 12),
        StockItem(sku: "TEA-BLACK", name: "Black tea, 100 g", unitPriceCents: 550, available: 35),
        StockItem(sku: "TEA-GREEN", name: "Green tea, 100 g", unitPriceCents: 650, available: 40),
    ]

    /// Each demo product's unit price in cents, what a placed line costs: `TEA-GREEN` × 2 is 13.00.
    public static let prices: [SKU: Int] = Dictionary(
        uniqueKeysWithValues: stock.map { ($0.sku, $0.unitPriceCents) })

    /// The three demo orders newest first, as `app orders list` shows them, items in the order placed.
    public static let orders: [Order] = [
        Order(
            id: Order.ID(rawValue: "O-1003"),
            items: [
                OrderItem(sku: "TEA-BLACK", quantity: 3, unitPriceCents: 550),
                OrderItem(sku: "KETTLE-1L", quantity: 1, unitPriceCents: 3900),
            ],
            status: .paid),
        Order(
            id: Order.ID(rawValue: "O-1002"),
            items: [OrderItem(sku: "BOOK-SICP", quantity: 1, unitPriceCents: 4500)], status: .shipped),
        Order(
            id: Order.ID(rawValue: "O-1001"),
            items: [
                OrderItem(sku: "TEA-GREEN", quantity: 2, unitPriceCents: 650),
                OrderItem(sku: "MUG-BLUE", quantity: 1, unitPriceCents: 1200),
            ],
            status: .delivered),
    ]
}
