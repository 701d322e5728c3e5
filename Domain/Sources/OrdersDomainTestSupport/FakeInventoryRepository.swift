// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import DomainTestSupport
public import OrdersDomain

/// An in-memory `InventoryRepository` with the real all-or-nothing rule, a reservation journal and
/// scripted failures.
public actor FakeInventoryRepository: InventoryRepository {
    public private(set) var available: [SKU: Int]
    /// Every reservation taken, in order.
    public private(set) var reserved: [[OrderLine]] = []
    /// Every reservation asked to be given back, in order, failed or not.
    public private(set) var released: [[OrderLine]] = []
    /// Every reservation asked to be kept, in order.
    public private(set) var kept: [OrderReference] = []
    /// The journal: reservations not settled yet, oldest first.
    public private(set) var reservations: [Reservation] = []
    /// Reservations a running placing still holds.
    private var held: Set<OrderReference> = []
    private var releaseFailure: OrderError?
    /// Each product's name and price, where the test gave them; others are named after their SKU at 100 cents.
    private let catalog: [SKU: (name: String, unitPriceCents: Int)]

    public init(available: [SKU: Int], reservations: [Reservation] = []) {
        self.available = available
        self.reservations = reservations
        self.catalog = [:]
    }

    /// An inventory of `stock`, names and prices kept, as a store that holds those items lists them.
    public init(stock: [StockItem], reservations: [Reservation] = []) {
        // A SKU listed twice is the test's mistake, and stops it, as the store's primary key would refuse it.
        self.available = Dictionary(uniqueKeysWithValues: stock.map { ($0.sku, $0.available) })
        self.reservations = reservations
        self.catalog = Dictionary(
            uniqueKeysWithValues: stock.map { ($0.sku, (name: $0.name, unitPriceCents: $0.unitPriceCents)) })
    }

    /// Every release throws `error` (after being recorded), and gives nothing back.
    public func failReleases(with error: OrderError) { releaseFailure = error }

    /// The process that held every reservation died: they are all unsettled now.
    public func dropHolds() { held.removeAll() }

    /// Every product by SKU, as the SQLite inventory orders them.
    public func stock() async throws(OrderError) -> [StockItem] {
        available.keys.sorted().map { sku in
            StockItem(
                sku: sku, name: catalog[sku]?.name ?? sku.rawValue,
                unitPriceCents: catalog[sku]?.unitPriceCents ?? 100, available: available[sku] ?? 0)
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
        kept.append(reference)
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
