import Domain
import OrdersDomain
import Presentation

/// One order in full, as a view model.
@MainActor
final class OrderDetailViewModel {
    struct Detail: Equatable, Sendable, Encodable {
        let id: String
        let status: String
        let lines: [String]
        let total: String
    }

    enum State: Equatable, Sendable {
        case idle
        case loaded(Detail)
        case failed(outcome: Outcome, message: String)
    }

    /// What the screen shows now; its view observes it.
    let state = Observed<State>(.idle)

    private let repository: any OrderRepository
    private let confirm: ConfirmOrdersUseCase?
    private let wording: OrderWording
    private var isStopped = false

    /// `confirm`, when given, lets an unconfirmed order's reference be shown: its fate is asked first;
    /// `language` is the one the order and its failures are worded in.
    init(repository: any OrderRepository, confirm: ConfirmOrdersUseCase? = nil, language: Language) {
        self.repository = repository
        self.confirm = confirm
        self.wording = OrderWording(language)
    }

    /// Ends the screen: a load still in flight draws nothing.
    func stop() { isStopped = true }

    func load(_ id: Order.ID) async {
        let loaded = await loaded(id)
        guard !isStopped, !Task.isCancelled else { return }
        state.send(loaded)
    }

    private func loaded(_ id: Order.ID) async -> State {
        do {
            let order: Order
            switch try await confirm?.fate(of: OrderReference(rawValue: id.rawValue)) {
            case .placed(_, let placed)?:
                order = placed
            case .notPlaced(let reference)?:
                return .failed(
                    outcome: .invalidInput, message: wording.words("fate.notPlaced", ["reference": reference])
                )
            case .stillUnconfirmed(let reference)?:
                return .failed(
                    outcome: .unavailable,
                    message: wording.words("detail.stillUnconfirmed", ["reference": reference]))
            case nil:
                order = try await repository.order(id)
            }
            return .loaded(
                Detail(
                    id: order.id.rawValue, status: wording.status(order.status),
                    lines: order.items.map {
                        wording.words(
                            "detail.line",
                            [
                                "quantity": $0.quantity, "sku": $0.sku,
                                "price": wording.money($0.unitPriceCents),
                                "total": wording.money($0.totalCents),
                            ])
                    },
                    total: wording.money(order.totalCents)))
        } catch {
            let (outcome, message) = wording.failure(error)
            return .failed(outcome: outcome, message: message)
        }
    }
}
