import OrdersDomain
import Presentation

/// The inventory as a view model.
@MainActor
final class InventoryViewModel {
    /// One product's stock as a row.
    struct Row: Equatable, Sendable, Encodable {
        let sku: String
        let name: String
        let price: String
        let available: Int
    }

    enum State: Equatable, Sendable {
        case idle
        case loaded(rows: [InventoryViewModel.Row])
        case failed(outcome: Outcome, message: String)
    }

    private(set) var state: State = .idle {
        didSet { onChange?(state) }
    }

    var onChange: ((State) -> Void)?

    private let inventory: any InventoryRepository
    private var isStopped = false

    init(inventory: any InventoryRepository) {
        self.inventory = inventory
    }

    /// Ends the screen: a load still in flight draws nothing.
    func stop() { isStopped = true }

    func load() async {
        do {
            let stock = try await inventory.stock()
            guard !isStopped, !Task.isCancelled else { return }
            state = .loaded(
                rows: stock.map {
                    InventoryViewModel.Row(
                        sku: $0.sku.rawValue, name: $0.name,
                        price: MoneyFormatting.amount(cents: $0.unitPriceCents),
                        available: $0.available)
                })
        } catch {
            guard !isStopped, !Task.isCancelled else { return }
            let (outcome, message) = OrderWording.failure(error)
            state = .failed(outcome: outcome, message: "The inventory could not be loaded. " + message)
        }
    }
}
