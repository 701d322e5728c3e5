/// One line of an order to place: which product, how many.
///
/// Valid by construction: its SKU and its quantity are Domain values that cannot hold an invalid code
/// or count.
public struct OrderLine: Equatable, Hashable, Sendable {
    /// The product.
    public let sku: SKU
    /// How many.
    public let quantity: Quantity

    /// A line of `quantity` units of `sku`.
    public init(sku: SKU, quantity: Quantity) {
        self.sku = sku
        self.quantity = quantity
    }

    /// One line per SKU, quantities added up, in the order each SKU first appears: `.noLines` when
    /// there are none, and `.quantityOutOfRange` for the first SKU whose total is outside
    /// ``Quantity/range``.
    ///
    /// The rule is about what an order asks of one product, so it applies after merging: two lines
    /// of 999 are 1998 of that product. `PlaceOrderUseCase` merges once, before anything is reserved;
    /// the adapters trust the lines they are given.
    public static func merged(_ lines: [OrderLine]) throws(OrderError) -> [OrderLine] {
        guard !lines.isEmpty else { throw .noLines }
        var totals: [SKU: Int] = [:]
        var skus: [SKU] = []
        for line in lines {
            if totals[line.sku] == nil { skus.append(line.sku) }
            // Each quantity is at most 999, so the sum of any real order cannot overflow.
            totals[line.sku, default: 0] += line.quantity.rawValue
        }
        return try skus.map { sku throws(OrderError) in
            let total = totals[sku] ?? 0
            guard let quantity = Quantity(rawValue: total) else {
                throw .quantityOutOfRange(sku, requested: total)
            }
            return OrderLine(sku: sku, quantity: quantity)
        }
    }
}
