import Domain
import Foundation
import OrdersDomain
import Testing

@testable import DataAccess

/// The orders API's shapes, old and new, and their mapping to Domain's `Order`.
@Suite("OrderDTO")
struct OrderDTOTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test("the current shape maps to an Order with typed ids, items and status")
    func currentShape() throws {
        let dto = try decode(
            OrderDTO.self,
            #"{"id":"O-7","status_code":2,"items":[{"sku":"TEA-GREEN","quantity":2,"unit_price_cents":650}]}"#
        )
        #expect(
            dto.order
                == Order(
                    id: Order.ID(rawValue: "O-7"),
                    items: [OrderItem(sku: SKU("TEA-GREEN"), quantity: 2, unitPriceCents: 650)],
                    status: .shipped))
        #expect(dto.order.totalCents == 1300)
    }

    @Test(
        "every known status code maps to its status",
        arguments: [
            (0, OrderStatus.pending), (1, .paid), (2, .shipped), (3, .delivered), (4, .cancelled),
        ])
    func knownCodes(code: Int, status: OrderStatus) {
        #expect(OrderStatus(apiCode: code) == status)
    }

    @Test("an unknown status code is unrecognized, not a crash", arguments: [5, 42, -1, Int.max])
    func unknownCode(code: Int) throws {
        let dto = try decode(OrderDTO.self, #"{"id":"O-1","status_code":\#(code),"items":[]}"#)
        #expect(dto.order.status == .unrecognized)
    }

    @Test("status_code sent as a numeric string decodes like the number")
    func statusCodeAsString() throws {
        let dto = try decode(OrderDTO.self, #"{"id":"O-1","status_code":"3","items":[]}"#)
        #expect(dto.statusCode == 3)
        #expect(dto.order.status == .delivered)
        let unknown = try decode(OrderDTO.self, #"{"id":"O-1","status_code":"9","items":[]}"#)
        #expect(unknown.order.status == .unrecognized)
    }

    @Test("a status_code that is neither a number nor a numeric string is a decoding error")
    func statusCodeNotNumeric() {
        for json in [
            #"{"id":"O-1","status_code":"paid","items":[]}"#, #"{"id":"O-1","status_code":null,"items":[]}"#,
            #"{"id":"O-1","items":[]}"#, #"{"id":"O-1","status_code":true,"items":[]}"#,
        ] {
            #expect(throws: DecodingError.self, "\(json)") { try decode(OrderDTO.self, json) }
        }
    }

    @Test(
        "the older unit_price decimal string becomes cents",
        arguments: [
            ("6.50", 650), ("6.5", 650), ("6", 600), ("0.05", 5), ("0", 0), ("1234.99", 123_499),
        ])
    func legacyUnitPrice(text: String, cents: Int) throws {
        let item = try decode(OrderItemDTO.self, #"{"sku":"MUG","quantity":1,"unit_price":"\#(text)"}"#)
        #expect(item.unitPriceCents == cents)
        #expect(item.item == OrderItem(sku: SKU("MUG"), quantity: 1, unitPriceCents: cents))
    }

    @Test(
        "a unit_price that is not a plain amount with at most two decimals is a decoding error",
        arguments: [
            "6.505", "-1.00", "+1", "6.", ".5", "", "abc", "1e3", "6,50", " 6.50", "١٢", "9999999999999999",
        ])
    func badLegacyUnitPrice(text: String) {
        #expect(throws: DecodingError.self) {
            try decode(OrderItemDTO.self, #"{"sku":"MUG","quantity":1,"unit_price":"\#(text)"}"#)
        }
    }

    // Found by the fuzzer (orders-json): these decoded, then overflowed or went negative in the total.
    @Test(
        "quantities outside 1 to 999 and prices outside 0 to 1,000,000.00 are a corrupted answer",
        arguments: [
            #"{"sku":"MUG","quantity":9223372036854775807,"unit_price_cents":650}"#,
            #"{"sku":"MUG","quantity":0,"unit_price_cents":650}"#,
            #"{"sku":"MUG","quantity":1,"unit_price_cents":-50}"#,
            #"{"sku":"MUG","quantity":1,"unit_price_cents":100000001}"#,
            #"{"sku":"MUG","quantity":1,"unit_price":"1000000.01"}"#,
        ])
    func outOfRangeNumbers(json: String) {
        #expect(throws: DecodingError.self) { try decode(OrderItemDTO.self, json) }
    }

    @Test("unit_price_cents wins when both prices are present; neither is a missing-key error")
    func priceFields() throws {
        let both = try decode(
            OrderItemDTO.self, #"{"sku":"MUG","quantity":1,"unit_price_cents":700,"unit_price":"6.50"}"#)
        #expect(both.unitPriceCents == 700)
        #expect(throws: DecodingError.self) {
            try decode(OrderItemDTO.self, #"{"sku":"MUG","quantity":1}"#)
        }
        #expect(throws: DecodingError.self) {
            try decode(OrderItemDTO.self, #"{"sku":"MUG","quantity":1,"unit_price":6.5}"#)
        }
    }

    @Test("a whole old-API order decodes, and re-encodes in the current shape")
    func oldOrderRoundTrip() throws {
        let old = try decode(
            OrderDTO.self,
            #"{"id":"O-9","status_code":"1","items":[{"sku":"TEA-BLACK","quantity":3,"unit_price":"5.50"}]}"#)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(old), as: UTF8.self)
        #expect(
            text
                == #"{"id":"O-9","items":[{"quantity":3,"sku":"TEA-BLACK","unit_price_cents":550}],"#
                + #""status_code":1}"#)
        #expect(try decode(OrderDTO.self, text) == old)
    }

    @Test("the place-order body carries SKUs and quantities only")
    func placeOrderBody() throws {
        let body = PlaceOrderRequestDTO(lines: [
            OrderLine(sku: SKU("TEA-GREEN"), quantity: 2),
            OrderLine(sku: SKU("MUG"), quantity: 1),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(body), as: UTF8.self)
                == #"{"items":[{"quantity":2,"sku":"TEA-GREEN"},{"quantity":1,"sku":"MUG"}]}"#)
    }

    @Test("lines are merged per SKU and checked against the quantity range before any adapter uses them")
    func checkedLines() throws {
        let tea = SKU("TEA")
        let mug = SKU("MUG")
        #expect(
            try OrderLine.merged([
                OrderLine(sku: tea, quantity: 2), OrderLine(sku: mug, quantity: 1),
                OrderLine(sku: tea, quantity: 3),
            ]) == [OrderLine(sku: tea, quantity: 5), OrderLine(sku: mug, quantity: 1)])
        #expect(throws: OrderError.noLines) {
            try OrderLine.merged([])
        }
        // A line of 0 or -4 cannot be made at all (Quantity); only a merged total can break the range.
        #expect(Quantity(rawValue: 0) == nil && Quantity(rawValue: -4) == nil)
        #expect(throws: OrderError.quantityOutOfRange(tea, requested: 1000)) {
            try OrderLine.merged([OrderLine(sku: tea, quantity: 600), OrderLine(sku: tea, quantity: 400)])
        }
    }

    @Test("an answer whose item is not a SKU is corrupted")
    func invalidSKU() {
        for code in ["", "tea green", "TEA\\u001b[2J", String(repeating: "A", count: 41)] {
            let body = #"{"sku":"\#(code)","quantity":1,"unit_price_cents":100}"#
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(OrderItemDTO.self, from: Data(body.utf8))
            }
        }
    }
}
