import Presentation

/// What a terminal view renders for one state: the JSON form, the text lines, the outcome.
struct OrdersDocument: Equatable, Sendable, Encodable {
    let outcome: Outcome
    let rows: [OrdersViewModel.Row]?
    let stock: [InventoryViewModel.Row]?
    let order: OrderDetailViewModel.Detail?
    let notice: String?
    let message: String?
    let canRetry: Bool?

    init(
        outcome: Outcome, rows: [OrdersViewModel.Row]? = nil, stock: [InventoryViewModel.Row]? = nil,
        order: OrderDetailViewModel.Detail? = nil,
        notice: String? = nil, message: String? = nil, canRetry: Bool? = nil
    ) {
        self.outcome = outcome
        self.rows = rows
        self.stock = stock
        self.order = order
        self.notice = notice
        self.message = message
        self.canRetry = canRetry
    }
}
