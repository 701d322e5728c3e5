import Domain
import Foundation
import OrdersDomain

/// An order as the orders API sends it (`GET /orders`, `GET /orders/{id}`, the answer to `POST /orders`).
///
/// The DTO absorbs the API's history so `Order` never sees it: `status_code` arrives as a number or,
/// from older servers, as a numeric string. Encoding writes the current shape (a number), which is
/// also how the remote repository's cache stores it.
struct OrderDTO: Codable, Equatable {
    let id: String
    let items: [OrderItemDTO]
    let statusCode: Int
    /// The reference the app sent when it placed the order, when the server keeps it.
    var reference: String? = nil

    enum CodingKeys: String, CodingKey {
        case id, items, reference
        case statusCode = "status_code"
    }

    /// The order in Domain's words; a status code this app does not know is `.unrecognized`, by
    /// design, never a failure: a newer backend may add statuses (``OrderStatus/init(apiCode:)``).
    var order: Order {
        Order(
            id: Order.ID(rawValue: id), items: items.map(\.item), status: OrderStatus(apiCode: statusCode),
            reference: reference.map { OrderReference(rawValue: $0) })
    }
}

extension OrderDTO {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        items = try container.decode([OrderItemDTO].self, forKey: .items)
        reference = try container.decodeIfPresent(String.self, forKey: .reference)
        if let code = try? container.decode(Int.self, forKey: .statusCode) {
            statusCode = code
        } else {
            let text = try container.decode(String.self, forKey: .statusCode)
            guard let code = Int(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .statusCode, in: container, debugDescription: "'\(text)' is not a status code")
            }
            statusCode = code
        }
    }
}
