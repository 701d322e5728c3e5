import DomainTestSupport
import OrdersDomain

/// An in-memory `InventoryRepository` with the real all-or-nothing rule and scripted failures.
public actor FakeInventoryRepository: InventoryRepository {
    public private(set) var available: [SKU: Int]
    public private(set) var reserved: [[OrderLine]] = []
    public private(set) var released: [[OrderLine]] = []
    private var releaseFailure: OrderError?

    public init(available: [SKU: Int]) {
        self.available = available
    }

    /// Every release throws `error` (after being recorded).
    public func failReleases(with error: OrderError) { releaseFailure = error }

    public func stock() async throws(OrderError) -> [StockItem] {
        available.keys.sorted().map {
            StockItem(sku: $0, name: $0.rawValue, unitPriceCents: 100, available: available[$0] ?? 0)
        }
    }

    public func reserve(_ lines: [OrderLine]) async throws(OrderError) {
        for line in lines {
            guard let have = available[line.sku] else { throw .unknownSKU(line.sku) }
            guard have >= line.quantity else {
                throw .outOfStock(line.sku, requested: line.quantity, available: have)
            }
        }
        for line in lines { available[line.sku, default: 0] -= line.quantity }
        reserved.append(lines)
    }

    public func release(_ lines: [OrderLine]) async throws(OrderError) {
        released.append(lines)
        if let releaseFailure { throw releaseFailure }
        for line in lines { available[line.sku, default: 0] += line.quantity }
    }
}
