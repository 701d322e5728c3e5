import Foundation
import OrdersDomain

/// One line of an order as the API sends it.
///
/// Current servers send `unit_price_cents` (an integer); older ones send `unit_price`, a decimal
/// string of currency units such as `"6.50"`. Whichever is present is decoded; encoding writes cents.
struct OrderItemDTO: Codable, Equatable {
    let sku: SKU
    let quantity: Int
    let unitPriceCents: Int

    enum CodingKeys: String, CodingKey {
        case sku, quantity
        case unitPriceCents = "unit_price_cents"
    }

    /// The older API's name for the price, decoded only.
    private enum LegacyCodingKeys: String, CodingKey {
        case unitPrice = "unit_price"
    }

    var item: OrderItem {
        OrderItem(sku: sku, quantity: quantity, unitPriceCents: unitPriceCents)
    }

    /// Cents for a decimal string with at most two decimals, such as `"6.50"`, `"6.5"` or `"6"`; nil
    /// for anything else (a sign, an exponent, more decimals, an amount too large).
    static func cents(fromDecimal text: String) -> Int? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 15, isDigits(whole),
            let units = Int(whole)
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 2, isDigits(fraction), parts.count == 1 || !fraction.isEmpty else {
            return nil
        }
        let padded = fraction.padding(toLength: 2, withPad: "0", startingAt: 0)
        return units * 100 + (Int(padded) ?? 0)
    }

    /// Whether every character is one of the ASCII digits 0 to 9 (not any Unicode digit).
    private static func isDigits(_ text: Substring) -> Bool {
        text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

extension OrderItemDTO {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A code that is not a SKU, and out-of-range numbers, are a corrupted answer, refused here:
        // passed on, a huge quantity or price would overflow the order's total, and a negative one
        // would make no sense of it.
        let code = try container.decode(String.self, forKey: .sku)
        guard let sku = SKU(rawValue: code) else {
            throw DecodingError.dataCorruptedError(
                forKey: .sku, in: container, debugDescription: "\(code.prefix(40)) is not a SKU")
        }
        self.sku = sku
        quantity = try container.decode(Int.self, forKey: .quantity)
        guard Quantity.range.contains(quantity) else {
            throw DecodingError.dataCorruptedError(
                forKey: .quantity, in: container, debugDescription: "quantity \(quantity) is not 1 to 999")
        }
        if container.contains(.unitPriceCents) {
            let cents = try container.decode(Int.self, forKey: .unitPriceCents)
            guard OrderItem.unitPriceRange.contains(cents) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .unitPriceCents, in: container, debugDescription: "price \(cents) is out of range"
                )
            }
            unitPriceCents = cents
            return
        }
        let legacy = try decoder.container(keyedBy: LegacyCodingKeys.self)
        guard legacy.contains(.unitPrice) else {
            throw DecodingError.keyNotFound(
                CodingKeys.unitPriceCents,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "neither unit_price_cents nor unit_price is present"))
        }
        let text = try legacy.decode(String.self, forKey: .unitPrice)
        guard let cents = Self.cents(fromDecimal: text), OrderItem.unitPriceRange.contains(cents) else {
            throw DecodingError.dataCorruptedError(
                forKey: .unitPrice, in: legacy, debugDescription: "'\(text)' is not a price like 6.50")
        }
        unitPriceCents = cents
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sku.rawValue, forKey: .sku)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(unitPriceCents, forKey: .unitPriceCents)
    }
}
