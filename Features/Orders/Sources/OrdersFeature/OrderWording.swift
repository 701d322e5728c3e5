import Domain
import OrdersDomain
import Presentation

/// The Orders scene's words, shared by its view models.
enum OrderWording {
    static func status(_ status: OrderStatus) -> String {
        switch status {
        case .pending: "Pending payment"
        case .paid: "Paid"
        case .shipped: "Shipped"
        case .delivered: "Delivered"
        case .cancelled: "Cancelled"
        case .unrecognized: "Status not recognised"
        }
    }

    /// The sentence for a failure and what kind of outcome it is.
    static func failure(_ error: OrderError) -> (Outcome, String) {
        switch error {
        case .storage(let failure): (.unavailable, StorageWording.message(for: failure))
        case .service(.unavailable(let reason)):
            (.unavailable, "The order service is unavailable: \(sentence(reason))")
        case .service(.corruptedResponse(let reason)):
            (.unavailable, "The order service's answer could not be used: \(sentence(reason))")
        case .service(.rejected(let reason)):
            (.invalidInput, "The order service refused the order: \(sentence(reason)) Nothing was ordered.")
        case .service(.unknown(let reason)): (.unavailable, "The order request failed: \(sentence(reason))")
        case .noLines: (.invalidInput, "An order needs at least one line.")
        // Quoted: the id is what the user typed, and a blank one must still be seen.
        case .notFound(let id): (.invalidInput, "There is no order \(TerminalText.quoted(id.rawValue)).")
        case .unknownSKU(let sku): (.invalidInput, "There is no product \(sku).")
        case .outOfStock(let sku, let requested, let available):
            (
                .invalidInput,
                "Only \(available) of \(sku) in stock; \(asked(requested)). Nothing was ordered."
            )
        case .outcomeUnknown(let lost):
            (
                .unavailable,
                "The order service gave no usable answer: \(sentence(lost.reason)) The order may or may not have been "
                    + "placed."
            )
        case .unconfirmed(let reference, let lost):
            (
                .unavailable,
                "The order service gave no usable answer: \(sentence(lost.reason)) The order may have been placed, "
                    + "so its stock stays reserved and it is recorded as unconfirmed order \(reference) until "
                    + "'orders show \(reference)' or 'orders' learns from the service whether it was placed."
            )
        case .quantityOutOfRange(let sku, let requested):
            (
                .invalidInput,
                "\(sku): \(requested) asked for; \(limit(for: requested)) per order. Nothing was ordered."
            )
        }
    }

    /// `cause` ended by one period, whether or not it brought its own.
    static func sentence(_ cause: String) -> String {
        cause.hasSuffix(".") ? cause : cause + "."
    }

    /// What a list learned about an order whose outcome was unknown, or nil when it learned nothing.
    static func fate(_ fate: ConfirmOrdersUseCase.Fate) -> String? {
        switch fate {
        case .placed(let reference, let order):
            "Unconfirmed order \(reference) was placed: it is \(order.id)."
        case .notPlaced(let reference):
            "Unconfirmed order \(reference) was not placed; its stock was given back."
        case .stillUnconfirmed: nil
        }
    }

    static func items(_ count: Int) -> String { CountWording.counted(count, "item") }

    /// "1 was asked for", "3 were asked for": singular for one.
    static func asked(_ count: Int) -> String { count == 1 ? "1 was asked for" : "\(count) were asked for" }

    /// The bound a quantity broke, in words: "at most 999" or "at least 1".
    static func limit(for requested: Int) -> String {
        let range = Quantity.range
        return requested > range.upperBound ? "at most \(range.upperBound)" : "at least \(range.lowerBound)"
    }
}
