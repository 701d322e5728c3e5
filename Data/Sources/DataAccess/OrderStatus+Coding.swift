import OrdersDomain

/// How each status is spelled outside the app, in one list: the orders API's `status_code` and the
/// word the SQLite `orders.status` column stores (its `CHECK` admits exactly these words; a test
/// keeps the two in step). `.unrecognized` has neither: it is what an unknown spelling reads as.
extension OrderStatus {
    /// Every known status with its API code and its stored word.
    static let codings: [(status: OrderStatus, apiCode: Int, storedWord: String)] = [
        (.pending, 0, "pending"),
        (.paid, 1, "paid"),
        (.shipped, 2, "shipped"),
        (.delivered, 3, "delivered"),
        (.cancelled, 4, "cancelled"),
    ]

    /// The status for an API status code; a code this app does not know is `.unrecognized`, by design,
    /// never a failure: a newer backend may add statuses.
    init(apiCode: Int) {
        self = Self.codings.first { $0.apiCode == apiCode }?.status ?? .unrecognized
    }

    /// The status for a stored word; anything else is `.unrecognized`.
    init(storedWord: String) {
        self = Self.codings.first { $0.storedWord == storedWord }?.status ?? .unrecognized
    }

    /// The word the `orders` table stores for this status; nil for `.unrecognized`, which it cannot hold.
    var storedWord: String? {
        Self.codings.first { $0.status == self }?.storedWord
    }
}
