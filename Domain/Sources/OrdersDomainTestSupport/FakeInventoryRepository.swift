// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import DomainTestSupport
import OrdersDomain

/// An in-memory `InventoryRepository` with the real all-or-nothing rule, a reservation journal and
/// scripted failures.
public actor FakeInventoryRepository: InventoryRepository {
    public private(set) var available: [SKU: Int]
    /// Every reservation taken, in order.
    public private(set) var reserved: [[OrderLine]] = []
    /// Every reservation asked to be given back, in order, failed or not.
    public private(set) var released: [[OrderLine]] = []
    /// The journal: reservations not settled yet, oldest first.
    public private(set) var reservations: [Reservation] = []
    /// Reservations a running placing still holds.
    private var held: Set<OrderReference> = []
    private var releaseFailure: OrderError?

    public init(available: [SKU: Int], reservations: [Reservation] = []) {
        self.available = available
        self.reservations = reservations
    }

    /// Every release throws `error` (after being recorded), and gives nothing back.
    public func failReleases(with error: OrderError) { releaseFailure = error }

    /// The process that held every reservation died: they are all unsettled now.
    public func dropHolds() { held.removeAll() }

    public func stock() async throws(OrderError) -> [StockItem] {
        available.keys.sorted().map {
            StockItem(sku: $0, name: $0.rawValue, unitPriceCents: 100, available: available[$0] ?? 0)
        }
    }

    public func reserve(_ lines: [OrderLine], for reference: OrderReference) async throws(OrderError) {
        for line in lines {
            guard let have = available[line.sku] else { throw .unknownSKU(line.sku) }
            guard have >= line.quantity.rawValue else {
                throw .outOfStock(line.sku, requested: line.quantity.rawValue, available: have)
            }
        }
        for line in lines { available[line.sku, default: 0] -= line.quantity.rawValue }
        reserved.append(lines)
        reservations.append(Reservation(reference: reference, lines: lines))
        held.insert(reference)
    }

    public func keep(_ reference: OrderReference) async throws(OrderError) {
        reservations.removeAll { $0.reference == reference }
        held.remove(reference)
    }

    public func release(_ reference: OrderReference) async throws(OrderError) {
        guard let index = reservations.firstIndex(where: { $0.reference == reference }) else { return }
        released.append(reservations[index].lines)
        if let releaseFailure { throw releaseFailure }
        let reservation = reservations.remove(at: index)
        held.remove(reference)
        for line in reservation.lines { available[line.sku, default: 0] += line.quantity.rawValue }
    }

    public func leaveUnsettled(_ reference: OrderReference) async throws(OrderError) {
        held.remove(reference)
    }

    public func unsettled() async throws(OrderError) -> [Reservation] {
        reservations.filter { !held.contains($0.reference) }
    }
}
