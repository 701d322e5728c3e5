/// The port for stock: reservations are all-or-nothing and never take stock below zero.
public protocol InventoryRepository: Sendable {
    /// Every product with its stock, by SKU.
    func stock() async throws(OrderError) -> [StockItem]
    /// Takes every line's quantity out of stock, or none of them (`.outOfStock`, `.unknownSKU`).
    func reserve(_ lines: [OrderLine]) async throws(OrderError)
    /// Puts every line's quantity back, undoing a `reserve`.
    func release(_ lines: [OrderLine]) async throws(OrderError)
}
