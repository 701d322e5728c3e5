/// The port for orders whose outcome is unknown, kept where the stock is (the embedded database).
public protocol UnconfirmedOrderStore: Sendable {
    /// Records `order`; its stock stays reserved.
    func record(_ order: UnconfirmedOrder) async throws(OrderError)
    /// Every unconfirmed order, oldest first.
    func unconfirmed() async throws(OrderError) -> [UnconfirmedOrder]
    /// Forgets the order with `reference`, once its fate is known.
    func remove(_ reference: OrderReference) async throws(OrderError)
}
