import Domain
import OrdersDomain
import Testing

/// Which failures may pass on a second try: the rule every retry offer and retry loop above Data reads.
@Suite("Transient failures")
struct TransientFailureTests {
    @Test(
        "a store failure is transient only when it was busy or had an I/O failure",
        arguments: [
            (StorageError.busy, true), (.ioFailure, true), (.full, false),
            (.readOnly, false), (.readRefused, false), (.damaged, false), (.cannotOpen(path: "/x"), false),
            (.newerVersion(path: "x", found: 9, supported: 4), false),
        ])
    func storage(failure: StorageError, transient: Bool) {
        #expect(failure.isTransient == transient)
        #expect(OrderError.storage(failure).isTransient == transient)
    }

    @Test(
        "a service failure is transient only when the service was unavailable",
        arguments: [
            (ServiceError.unavailable(reason: .answered(status: 503)), true),
            (.corruptedResponse(reason: .malformedAnswer), false),
            (.unknown(reason: .answered(status: 404)), false),
        ])
    func service(failure: ServiceError, transient: Bool) {
        #expect(failure.isTransient == transient)
        #expect(OrderError.service(failure).isTransient == transient)
    }

    @Test("an order rule, or an outcome that is not known, is never transient")
    func orderRules() {
        let sku = SKU("TEA")
        let lost = ServiceError.unavailable(reason: .timedOut(seconds: 10))
        let rules: [OrderError] = [
            .notFound(Order.ID(rawValue: "O-1")), .noLines, .unknownSKU(sku),
            .outOfStock(sku, requested: 3, available: 1), .quantityOutOfRange(sku, requested: 0),
            .outcomeUnknown(lost), .unconfirmed(OrderReference(rawValue: "R-1"), cause: lost),
        ]
        #expect(rules.filter(\.isTransient).isEmpty)
    }
}
