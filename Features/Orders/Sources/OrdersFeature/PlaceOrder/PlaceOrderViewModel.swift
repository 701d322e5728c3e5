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

    /// What the screen shows now; its view observes it.
    let state = Observed<State>(.idle)

    private let placeOrder: PlaceOrderUseCase
    private let wording: OrderWording

    /// `language` is the one the outcome and every refusal are worded in.
    init(placeOrder: PlaceOrderUseCase, language: Language) {
        self.placeOrder = placeOrder
        self.wording = OrderWording(language)
    }

    /// A second place while one is running is ignored: one tap, one order.
    func place(_ itemTexts: [String]) async {
        guard state.value != .placing else { return }
        let lines: [OrderLine]
        switch Self.parse(itemTexts, in: wording.words.language) {
        case .success(let parsed): lines = parsed
        case .failure(let problem):
            return state.send(.failed(outcome: .invalidInput, message: problem.message))
        }
        state.send(.placing)
        do {
            let order = try await placeOrder.execute(lines)
            state.send(
                .placed(
                    message: wording.words(
                        "place.placed",
                        [
                            "id": order.id, "items": wording.items(order.unitCount),
                            "total": wording.money(order.totalCents),
                        ])))
        } catch {
            let (outcome, message) = wording.failure(error)
            state.send(.failed(outcome: outcome, message: message))
        }
    }

    /// Why the typed items are not an order.
    struct InputProblem: Error, Equatable, Sendable {
        let message: String
    }

    /// Each text is `SKU:QTY`: a SKU of letters, digits and dashes (any case, read as capitals) and a
    /// quantity; Domain's `SKU` and `Quantity` decide which are valid, and this only words the refusal.
    ///
    /// The first problem is reported, in `language`.
    static func parse(_ texts: [String], in language: Language) -> Result<[OrderLine], InputProblem> {
        let words = Words.orders(language)
        guard !texts.isEmpty else { return .failure(InputProblem(message: words("place.noItems"))) }
        var lines: [OrderLine] = []
        for text in texts {
            guard let colon = text.lastIndex(of: ":") else {
                return .failure(
                    InputProblem(message: words("place.notSkuQty", ["text": TerminalText.quoted(text)])))
            }
            let code = text[..<colon].uppercased()
            let quantityText = text[text.index(after: colon)...]
            guard let sku = SKU(rawValue: code) else {
                return .failure(
                    InputProblem(message: words("place.badSku", ["text": TerminalText.quoted(text)])))
            }
            guard let quantity = Int(quantityText).flatMap(Quantity.init(rawValue:)) else {
                let range = Quantity.range
                return .failure(
                    InputProblem(
                        message: words(
                            "place.badQuantity",
                            [
                                "sku": sku, "lowest": words.number(range.lowerBound),
                                "highest": words.number(range.upperBound),
                                "text": TerminalText.quoted(quantityText),
                            ])))
            }
            lines.append(OrderLine(sku: sku, quantity: quantity))
        }
        return .success(lines)
    }
}
