import Domain
import DomainTestSupport
import OrdersDomain
import OrdersDomainTestSupport
import Presentation
import Testing

@testable import OrdersFeature

@MainActor
@Suite("Orders view models")
struct OrdersViewModelTests {
    static let order = Order(
        id: Order.ID(rawValue: "O-1001"),
        items: [OrderItem(sku: SKU("TEA-GREEN"), quantity: 2, unitPriceCents: 650)],
        status: .shipped)
    let repository = FakeOrderRepository(orders: [order])

    @Test("loading, then loaded with readable statuses and totals")
    func loadingThenLoaded() async {
        let viewModel = OrdersViewModel(repository: repository, language: .english)
        var seen: [OrdersViewModel.State] = []
        viewModel.state.onChange = { seen.append($0) }
        await viewModel.load()
        #expect(
            seen == [
                .loading,
                .loaded(
                    rows: [
                        OrdersViewModel.Row(id: "O-1001", status: "Shipped", items: "2 items", total: "13.00")
                    ],
                    notice: nil),
            ])
    }

    @Test("rows from the cache say so")
    func cached() async {
        await repository.answerFromCache(true)
        let viewModel = OrdersViewModel(repository: repository, language: .english)
        await viewModel.load()
        guard case .loaded(_, let notice) = viewModel.state.value else {
            Issue.record("not loaded: \(viewModel.state.value)")
            return
        }
        #expect(notice?.contains("saved orders") == true)
    }

    @Test("unavailable offers a retry, and the retry loads")
    func unavailableThenRetry() async {
        await repository.failFetches(with: [
            .service(.unavailable(reason: .cannotConnect(host: "127.0.0.1:9")))
        ])
        let viewModel = OrdersViewModel(repository: repository, language: .english)
        await viewModel.load()
        #expect(
            viewModel.state.value
                == .failed(
                    outcome: .unavailable,
                    message:
                        "Orders could not be loaded. The order service is unavailable: could not connect to the server at 127.0.0.1:9.",
                    canRetry: true))
        await viewModel.retry()
        guard case .loaded = viewModel.state.value else {
            Issue.record("retry did not load: \(viewModel.state.value)")
            return
        }
        #expect(await repository.fetchCount == 2)
    }

    @Test(
        "a corrupted answer or a 404 offers no retry: it would fail the same way again",
        arguments: [
            OrderError.service(
                .corruptedResponse(reason: .unreadableAnswer)),
            .service(.unknown(reason: .answered(status: 404))),
        ])
    func noRetryForFailuresThatCannotPass(error: OrderError) async {
        await repository.failFetches(with: [error])
        let viewModel = OrdersViewModel(repository: repository, language: .english)
        await viewModel.load()
        guard case .failed(.unavailable, let message, canRetry: false) = viewModel.state.value else {
            Issue.record("expected a failure without retry: \(viewModel.state.value)")
            return
        }
        #expect(!message.contains(".."))
        await viewModel.retry()
        #expect(await repository.fetchCount == 1)
    }

    @Test("a busy embedded store offers a retry, in the storage wording every scene shares")
    func storageFailureThenRetry() async {
        await repository.failFetches(with: [.storage(.busy)])
        let viewModel = OrdersViewModel(repository: repository, language: .english)
        await viewModel.load()
        #expect(
            viewModel.state.value
                == .failed(
                    outcome: .unavailable,
                    message:
                        "Orders could not be loaded. "
                        + "Storage is busy: another program is using the database. Try again in a moment.",
                    canRetry: true))
        await viewModel.retry()
        guard case .loaded = viewModel.state.value else {
            Issue.record("retry did not load: \(viewModel.state.value)")
            return
        }
    }

    @Test(
        "a store failure reads as the shared storage wording; only busy and I/O failures offer a retry",
        arguments: [
            (StorageError.busy, true), (.ioFailure, true), (.full, false),
            (.damaged, false), (.readOnly, false), (.cannotOpen(path: "/x/app.sqlite"), false),
            (.newerVersion(path: "x", found: 9, supported: 4), false),
        ])
    func storageWording(failure: StorageError, offersRetry: Bool) async {
        await repository.failFetches(with: [.storage(failure)])
        let viewModel = OrdersViewModel(repository: repository, language: .english)
        await viewModel.load()
        #expect(
            viewModel.state.value
                == .failed(
                    outcome: .unavailable,
                    message: "Orders could not be loaded. "
                        + StorageWording.message(for: failure, in: .english),
                    canRetry: offersRetry))
    }

    @Test("retry does nothing unless a retry was offered")
    func retryOnlyWhenOffered() async {
        let viewModel = OrdersViewModel(repository: repository, language: .english)
        await viewModel.load()
        await viewModel.retry()
        #expect(await repository.fetchCount == 1)
    }

    @Test("an unrecognised status is shown as such")
    func unrecognizedStatus() {
        let odd = Order(id: Order.ID(rawValue: "O-9"), items: [], status: .unrecognized)
        #expect(
            OrdersViewModel(repository: repository, language: .english).row(odd).status
                == "Status not recognised")
    }

    @Test("a load superseded by a newer one is never shown")
    func superseded() async throws {
        let viewModel = OrdersViewModel(repository: repository, language: .english)
        await repository.failFetches(with: [.service(.unavailable(reason: .connectionFailed))])
        await repository.hold()
        let stale = Task { await viewModel.load() }
        try await Deadline.until("a held request", on: repository.changes) {
            await repository.parkedCount > 0
        }
        let fresh = Task { await viewModel.load() }
        try await Deadline.until("two held requests", on: repository.changes) {
            await repository.parkedCount >= 2
        }
        await repository.releaseNewest()
        await fresh.value
        await repository.release()  // the superseded load answers last, with a failure
        await stale.value
        guard case .loaded = viewModel.state.value else {
            Issue.record("stale failure shown: \(viewModel.state.value)")
            return
        }
    }

    @Test("after stop, a load still in flight draws nothing, and later loads do not start")
    func stopDropsLoad() async throws {
        let viewModel = OrdersViewModel(repository: repository, language: .english)
        await repository.hold()
        let pending = Task { await viewModel.load() }
        try await Deadline.until("a held request", on: repository.changes) {
            await repository.parkedCount > 0
        }
        viewModel.stop()
        await repository.release()
        await pending.value
        #expect(viewModel.state.value == .loading)
        await viewModel.load()
        #expect(await repository.fetchCount == 1)
    }
}
