/// The port for stock: reservations are all-or-nothing, never take stock below zero, and are
/// recorded with the stock they take, so no unit can leave the inventory without a trace.
///
/// A reservation is held by the placing that took it until that placing settles it (``keep(_:)``,
/// ``release(_:)``) or gives up learning the order's fate (``leaveUnsettled(_:)``). One whose
/// placing gave up, or whose process died, is unsettled: ``ConfirmOrdersUseCase`` settles it.
public protocol InventoryRepository: Sendable {
    /// Every product with its stock, by SKU.
    func stock() async throws(OrderError) -> [StockItem]
    /// Takes every line's quantity out of stock and records it as the reservation `reference`, in
    /// one step; all or nothing (`.outOfStock`, `.unknownSKU`).
    func reserve(_ lines: [OrderLine], for reference: OrderReference) async throws(OrderError)
    /// The order was placed: forgets the reservation, and its stock stays taken. Nothing when there
    /// is no such reservation.
    func keep(_ reference: OrderReference) async throws(OrderError)
    /// The order was not placed: puts the reservation's stock back and forgets it, in one step.
    /// Nothing when there is no such reservation, so a reservation is never given back twice.
    func release(_ reference: OrderReference) async throws(OrderError)
    /// The order's fate is unknown: the reservation stays, and is unsettled from now on.
    func leaveUnsettled(_ reference: OrderReference) async throws(OrderError)
    /// Reservations that no running placing holds, oldest first: an answer was lost, or the
    /// process that took them died.
    func unsettled() async throws(OrderError) -> [Reservation]
}
