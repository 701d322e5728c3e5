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
        case .unavailable(let cause): (.unavailable, "The order service is unavailable: \(cause).")
        case .corruptedResponse: (.unavailable, "The order service sent an answer this app cannot read.")
        case .unknown(let cause): (.unavailable, "The order request failed: \(cause).")
        case .notFound(let id): (.invalidInput, "There is no order \(TerminalText.excerpt(id.rawValue)).")
        case .unknownSKU(let sku): (.invalidInput, "There is no product \(sku).")
        case .outOfStock(let sku, let requested, let available):
            (
                .invalidInput,
                "Only \(available) of \(sku) in stock; \(requested) were asked for. Nothing was ordered."
            )
        }
    }

    static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
}
