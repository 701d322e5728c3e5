import OrdersDomain
import Presentation

/// Placing an order from `SKU:QTY` texts: validates the input, then runs `PlaceOrderUseCase`.
@MainActor
final class PlaceOrderViewModel {
    enum State: Equatable, Sendable {
        case idle
        case placing
        case placed(message: String)
        case failed(outcome: Outcome, message: String)
    }

    private(set) var state: State = .idle {
        didSet { onChange?(state) }
    }

    var onChange: ((State) -> Void)?

    private let placeOrder: PlaceOrderUseCase

    init(placeOrder: PlaceOrderUseCase) {
        self.placeOrder = placeOrder
    }

    /// A second place while one is running is ignored: one tap, one order.
    func place(_ itemTexts: [String]) async {
        guard state != .placing else { return }
        let lines: [OrderLine]
        switch Self.parse(itemTexts) {
        case .success(let parsed): lines = parsed
        case .failure(let problem):
            state = .failed(outcome: .invalidInput, message: problem.message)
            return
        }
        state = .placing
        do {
            let order = try await placeOrder.execute(lines)
            state = .placed(
                message:
                    "Placed order \(order.id): \(OrderWording.items(order.unitCount)), "
                    + "total \(MoneyFormatting.amount(cents: order.totalCents)).")
        } catch {
            let (outcome, message) = OrderWording.failure(error)
            state = .failed(outcome: outcome, message: message)
        }
    }

    /// Why the typed items are not an order.
    struct InputProblem: Error, Equatable, Sendable {
        let message: String
    }

    /// Each text is `SKU:QTY`: a SKU of letters, digits and dashes (any case, read as capitals) and a
    /// quantity; Domain's `SKU` and `Quantity` decide which are valid, and this only words the refusal.
    ///
    /// The first problem is reported.
    static func parse(_ texts: [String]) -> Result<[OrderLine], InputProblem> {
        guard !texts.isEmpty else {
            return .failure(InputProblem(message: "Give at least one item, such as TEA-GREEN:2."))
        }
        var lines: [OrderLine] = []
        for text in texts {
            guard let colon = text.lastIndex(of: ":") else {
                return .failure(
                    InputProblem(
                        message:
                            "Write each item as SKU:QTY, such as TEA-GREEN:2 (got \(TerminalText.quoted(text)))."
                    ))
            }
            let code = text[..<colon].uppercased()
            let quantityText = text[text.index(after: colon)...]
            guard let sku = SKU(rawValue: code) else {
                return .failure(
                    InputProblem(
                        message:
                            "A SKU is letters, digits and dashes, such as TEA-GREEN (got \(TerminalText.quoted(text)))."
                    ))
            }
            guard let quantity = Int(quantityText).flatMap(Quantity.init(rawValue:)) else {
                let range = Quantity.range
                return .failure(
                    InputProblem(
                        message:
                            "The quantity for \(sku) must be \(range.lowerBound) to \(range.upperBound) (got \(TerminalText.quoted(quantityText)))."
                    ))
            }
            lines.append(OrderLine(sku: sku, quantity: quantity))
        }
        return .success(lines)
    }
}
