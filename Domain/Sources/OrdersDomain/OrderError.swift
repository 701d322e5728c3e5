public import Domain

/// Why an order request failed, in Domain's words: the order rules, plus the failure of the store or
/// the service behind the port, kept whole.
///
/// Defined in Domain so that Domain code (the place-order use case) can catch it; Data translates
/// SQLite, HTTP and decoding failures into it at its boundary.
public enum OrderError: Error, Equatable, Sendable {
    /// No order has this id.
    case notFound(Order.ID)
    /// The order has no lines: there is nothing to reserve or place.
    case noLines
    /// The inventory has no product with this SKU.
    case unknownSKU(SKU)
    /// Fewer are in stock than were asked for; nothing was reserved.
    case outOfStock(SKU, requested: Int, available: Int)
    /// One SKU's quantity, over all the order's lines for it, is outside ``Quantity/range``;
    /// nothing was reserved.
    case quantityOutOfRange(SKU, requested: Int)
    /// The place request was sent but its answer was lost (a timeout, a connection lost after
    /// sending): the source may or may not have placed the order. The service error says how the
    /// answer was lost.
    case outcomeUnknown(ServiceError)
    /// Placing had an unknown outcome, so the order was recorded as unconfirmed under `reference`,
    /// its stock still reserved, until the source says whether it was placed; `cause` is how the
    /// place request's answer was lost.
    case unconfirmed(OrderReference, cause: ServiceError)
    /// The embedded store (orders, stock, unconfirmed orders) failed.
    case storage(StorageError)
    /// The remote service failed: unreachable, failing, or answering outside its contract.
    case service(ServiceError)
}

extension OrderError {
    /// Whether the same request may pass if tried again.
    ///
    /// Only when the store or the service behind the port failed for now. The order rules (an unknown
    /// SKU, too little stock, ...) and an outcome that is not known would answer the same way again.
    public var isTransient: Bool {
        switch self {
        case .storage(let failure): failure.isTransient
        case .service(let failure): failure.isTransient
        case .notFound, .noLines, .unknownSKU, .outOfStock, .quantityOutOfRange, .outcomeUnknown,
            .unconfirmed:
            false
        }
    }
}
