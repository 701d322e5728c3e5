/// Why an order request failed, in Domain's words (seed 003's vocabulary, plus the stock rules).
///
/// Defined in Domain so that Domain code (the place-order use case) can catch it; Data translates
/// SQLite, HTTP and decoding failures into it at its boundary.
public enum OrderError: Error, Equatable, Sendable {
    /// The source could not be reached or used; `cause` says why, for people.
    case unavailable(cause: String)
    /// The source answered with something that breaks its contract.
    case corruptedResponse
    /// Anything unforeseen, routed here rather than escaping as a low-level error.
    case unknown(cause: String)
    /// No order has this id.
    case notFound(Order.ID)
    /// The inventory has no product with this SKU.
    case unknownSKU(SKU)
    /// Fewer are in stock than were asked for; nothing was reserved.
    case outOfStock(SKU, requested: Int, available: Int)
    /// One SKU's quantity, over all the order's lines for it, is outside ``OrderLine/quantityRange``;
    /// nothing was reserved.
    case quantityOutOfRange(SKU, requested: Int)
}
