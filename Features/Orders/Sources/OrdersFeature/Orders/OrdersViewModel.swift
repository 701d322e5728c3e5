import Domain
import OrdersDomain
import Presentation

/// The orders list as a view model (MVVM): it takes the repository directly, because a
/// "fetch orders" use case would only forward one call (docs/decisions/0007-no-pass-through-fetch-use-case.md).
@MainActor
final class OrdersViewModel {
    /// One order as a list row.
    struct Row: Equatable, Sendable, Encodable {
        let id: String
        let status: String
        let items: String
        let total: String
    }

    /// What the list shows.
    enum State: Equatable, Sendable {
        case idle
        case loading
        /// `notice` says when the rows come from the cache.
        case loaded(rows: [OrdersViewModel.Row], notice: String?)
        /// The list could not be loaded; `canRetry` offers a retry.
        case failed(outcome: Outcome, message: String, canRetry: Bool)
    }

    /// What the screen shows now; its view observes it.
    let state = Observed<State>(.idle)

    private let repository: any OrderRepository
    private let confirm: ConfirmOrdersUseCase?
    private let wording: OrderWording
    /// Bumped by each load; a result from an older load was superseded and is dropped.
    private var generation = 0
    private var isStopped = false

    /// `confirm`, when given, settles orders whose outcome was unknown against each fresh list; `language` is
    /// the one the rows, notices and failures are worded in.
    init(repository: any OrderRepository, confirm: ConfirmOrdersUseCase? = nil, language: Language) {
        self.repository = repository
        self.confirm = confirm
        self.wording = OrderWording(language)
    }

    /// The order `id` names when it is on the list shown, which is what the screen may open.
    func listed(_ id: String) -> Order.ID? {
        guard case .loaded(let rows, _) = state.value, rows.contains(where: { $0.id == id }) else {
            return nil
        }
        return Order.ID(rawValue: id)
    }

    func load() async {
        guard !isStopped else { return }
        generation += 1
        let current = generation
        state.send(.loading)
        let result: Result<FetchedOrders, OrderError>
        var learned: [String] = []
        do {
            let fetched = try await repository.fetchOrders()
            // What the list learned is acted on (stock released) even if this load is superseded.
            if let confirm, let fates = try? await confirm.settle(with: fetched) {
                learned = fates.compactMap(wording.fate)
            }
            result = .success(fetched)
        } catch {
            result = .failure(error)
        }
        // Superseded by a newer load, or cancelled (Ctrl-C in the shell): draw nothing.
        guard current == generation, !isStopped, !Task.isCancelled else { return }
        switch result {
        case .success(let fetched):
            let cached = fetched.isFromCache ? [wording.words("orders.fromCache")] : []
            let notices = cached + learned
            state.send(
                .loaded(
                    rows: fetched.orders.map(row),
                    notice: notices.isEmpty ? nil : notices.joined(separator: " ")))
        case .failure(let error):
            let (outcome, message) = wording.failure(error)
            state.send(
                .failed(
                    outcome: outcome, message: wording.words("orders.failed", ["reason": message]),
                    canRetry: error.isTransient))
        }
    }

    /// Ends the screen: a load still in flight draws nothing, and later ones do not start.
    func stop() {
        isStopped = true
        generation += 1
    }

    /// Loads again after a failure that offered a retry, and says whether it did; otherwise does nothing.
    @discardableResult
    func retry() async -> Bool {
        guard case .failed(_, _, canRetry: true) = state.value else { return false }
        await load()
        return true
    }

    func row(_ order: Order) -> OrdersViewModel.Row {
        OrdersViewModel.Row(
            id: order.id.rawValue, status: wording.status(order.status),
            items: wording.items(order.unitCount),
            total: wording.money(order.totalCents))
    }
}
