import OrdersDomain

/// The body of `POST /orders`: what to order, never prices (the server prices the lines).
struct PlaceOrderRequestDTO: Codable, Equatable {
    struct Line: Codable, Equatable {
        let sku: String
        let quantity: Int
    }

    let items: [Line]
    let reference: String?

    init(lines: [OrderLine], reference: OrderReference? = nil) {
        items = lines.map { Line(sku: $0.sku.rawValue, quantity: $0.quantity.rawValue) }
        self.reference = reference?.rawValue
    }
}
