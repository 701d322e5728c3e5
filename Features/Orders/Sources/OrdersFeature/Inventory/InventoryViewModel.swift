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

    /// What the screen shows now; its view observes it.
    let state = Observed<State>(.idle)

    private let inventory: any InventoryRepository
    private let wording: OrderWording
    private var isStopped = false

    /// `language` is the one the prices and failures are written in.
    init(inventory: any InventoryRepository, language: Language) {
        self.inventory = inventory
        self.wording = OrderWording(language)
    }

    /// Ends the screen: a load still in flight draws nothing.
    func stop() { isStopped = true }

    func load() async {
        do {
            let stock = try await inventory.stock()
            guard !isStopped, !Task.isCancelled else { return }
            state.send(
                .loaded(
                    rows: stock.map {
                        InventoryViewModel.Row(
                            sku: $0.sku.rawValue, name: $0.name,
                            price: wording.money($0.unitPriceCents),
                            available: $0.available)
                    }))
        } catch {
            guard !isStopped, !Task.isCancelled else { return }
            let (outcome, message) = wording.failure(error)
            state.send(
                .failed(outcome: outcome, message: wording.words("inventory.failed", ["reason": message])))
        }
    }
}
