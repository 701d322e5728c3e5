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

    private(set) var state: State = .idle {
        didSet { onChange?(state) }
    }

    var onChange: ((State) -> Void)?

    private let repository: any OrderRepository
    private let confirm: ConfirmOrdersUseCase?
    private var isStopped = false

    /// `confirm`, when given, lets an unconfirmed order's reference be shown: its fate is asked first.
    init(repository: any OrderRepository, confirm: ConfirmOrdersUseCase? = nil) {
        self.repository = repository
        self.confirm = confirm
    }

    /// Ends the screen: a load still in flight draws nothing.
    func stop() { isStopped = true }

    func load(_ id: Order.ID) async {
        let state = await loaded(id)
        guard !isStopped, !Task.isCancelled else { return }
        self.state = state
    }

    private func loaded(_ id: Order.ID) async -> State {
        do {
            let order: Order
            switch try await confirm?.fate(of: OrderReference(rawValue: id.rawValue)) {
            case .placed(_, let placed)?:
                order = placed
            case .notPlaced(let reference)?:
                return .failed(
                    outcome: .invalidInput,
                    message: "Unconfirmed order \(reference) was not placed; its stock was given back.")
            case .stillUnconfirmed(let reference)?:
                return .failed(
                    outcome: .unavailable,
                    message:
                        "Order \(reference) is still unconfirmed: the order service could not be asked. "
                        + "Its stock stays reserved; try again later.")
            case nil:
                order = try await repository.order(id)
            }
            return .loaded(
                Detail(
                    id: order.id.rawValue, status: OrderWording.status(order.status),
                    lines: order.items.map {
                        "\($0.quantity) × \($0.sku) at \(MoneyFormatting.amount(cents: $0.unitPriceCents))"
                            + " = \(MoneyFormatting.amount(cents: $0.totalCents))"
                    },
                    total: MoneyFormatting.amount(cents: order.totalCents)))
        } catch {
            let (outcome, message) = OrderWording.failure(error)
            return .failed(outcome: outcome, message: message)
        }
    }
}
