/// Why an order request failed, in Domain's words: the repository's failures, plus the stock rules.
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
    /// The place request was sent but its answer was lost (a timeout, a connection lost after
    /// sending): the source may or may not have placed the order.
    case outcomeUnknown(cause: String)
    /// Placing had an unknown outcome, so the order was recorded as unconfirmed under `reference`,
    /// its stock still reserved, until the source says whether it was placed.
    case unconfirmed(OrderReference, cause: String)
    /// One SKU's quantity, over all the order's lines for it, is outside ``OrderLine/quantityRange``;
    /// nothing was reserved.
    case quantityOutOfRange(SKU, requested: Int)
}
