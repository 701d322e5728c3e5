import DomainTestSupport
import OrdersDomain

/// An in-memory `UnconfirmedOrderStore`.
public actor FakeUnconfirmedOrderStore: UnconfirmedOrderStore {
    public private(set) var orders: [UnconfirmedOrder] = []

    public init() {}

    public func record(_ order: UnconfirmedOrder) async throws(OrderError) { orders.append(order) }

    public func unconfirmed() async throws(OrderError) -> [UnconfirmedOrder] { orders }

    public func remove(_ reference: OrderReference) async throws(OrderError) {
        orders.removeAll { $0.reference == reference }
    }
}
