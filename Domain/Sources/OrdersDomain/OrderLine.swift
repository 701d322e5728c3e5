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
