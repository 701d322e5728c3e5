import Domain
import OrdersDomain
import Presentation

/// The Orders scene's words in one language, shared by its view models.
struct OrderWording {
    let words: Words

    init(_ language: Language) {
        words = .orders(language)
    }

    func status(_ status: OrderStatus) -> String {
        switch status {
        case .pending: words("status.pending")
        case .paid: words("status.paid")
        case .shipped: words("status.shipped")
        case .delivered: words("status.delivered")
        case .cancelled: words("status.cancelled")
        case .unrecognized: words("status.unrecognized")
        }
    }

    /// The sentence for a failure and what kind of outcome it is.
    func failure(_ error: OrderError) -> (Outcome, String) {
        switch error {
        case .storage(let failure): (.unavailable, StorageWording.message(for: failure, in: words.language))
        case .service(let failure):
            (ServiceWording.outcome(for: failure), serviceFailure(failure))
        case .noLines: (.invalidInput, words("failure.noLines"))
        // Quoted: the id is what the user typed, and a blank one must still be seen.
        case .notFound(let id):
            (.invalidInput, words("failure.notFound", ["id": TerminalText.quoted(id.rawValue)]))
        case .unknownSKU(let sku): (.invalidInput, words("failure.unknownSKU", ["sku": sku]))
        case .outOfStock(let sku, let requested, let available):
            (
                .invalidInput,
                words.count(
                    "failure.outOfStock", requested, ["sku": sku, "available": words.number(available)])
            )
        case .outcomeUnknown(let lost):
            (.unavailable, words("failure.outcomeUnknown", ["reason": sentence(lost)]))
        case .unconfirmed(let reference, let lost):
            (
                .unavailable,
                words("failure.unconfirmed", ["reason": sentence(lost), "reference": reference])
            )
        case .quantityOutOfRange(let sku, let requested):
            (.invalidInput, quantityOutOfRange(sku, requested))
        }
    }

    /// Why the service failed, in the screen's language, ended by one period.
    private func sentence(_ lost: ServiceError) -> String {
        ServiceWording.reason(lost.reason, in: words.language) + "."
    }

    /// A service's failure as this feature words it: what happened to the order, then why.
    private func serviceFailure(_ failure: ServiceError) -> String {
        let reason = ["reason": sentence(failure)]
        return switch failure {
        case .unavailable: words("failure.serviceUnavailable", reason)
        case .corruptedResponse: words("failure.serviceCorrupted", reason)
        case .rejected: words("failure.serviceRejected", reason)
        case .unknown: words("failure.serviceFailed", reason)
        }
    }

    /// What a list learned about an order whose outcome was unknown, or nil when it learned nothing.
    func fate(_ fate: ConfirmOrdersUseCase.Fate) -> String? {
        switch fate {
        case .placed(let reference, let order):
            words("fate.placed", ["reference": reference, "id": order.id])
        case .notPlaced(let reference): words("fate.notPlaced", ["reference": reference])
        case .stillUnconfirmed: nil
        }
    }

    func items(_ count: Int) -> String { words.count("items", count) }

    /// An amount of money as this language writes it: "6.50", "6,50".
    func money(_ cents: Int) -> String {
        MoneyFormatting.amount(cents: cents, in: words.language)
    }

    /// The refusal of a quantity out of range, naming the bound it broke: at most 999, or at least 1.
    private func quantityOutOfRange(_ sku: SKU, _ requested: Int) -> String {
        let (range, asked) = (Quantity.range, words.number(requested))
        return requested > range.upperBound
            ? words(
                "failure.quantityTooHigh",
                ["sku": sku, "requested": asked, "limit": words.number(range.upperBound)])
            : words(
                "failure.quantityTooLow",
                ["sku": sku, "requested": asked, "limit": words.number(range.lowerBound)])
    }
}
