public import Domain
import Foundation
public import OrdersDomain

/// Orders behind the orders HTTP API, with the last fetched list cached in SQLite.
///
/// A facade, not a pipe: `OrderDTO` absorbs the API's shape and history, and every failure leaves
/// as an `OrderError`:
/// - an unreachable or failing server (timeout, refused connection, broken connection, `408`, `429`,
///   `5xx`) makes `fetchOrders` answer from the cache, marked `isFromCache`, whatever the last good
///   answer was, "no orders" included; with no answer ever cached it is `.service(.unavailable)`, with
///   the reason the request failed;
/// - an answer that breaks the contract (malformed, empty, undecodable, oversized) is
///   `.service(.corruptedResponse)`, never hidden behind the cache;
/// - `422` is `.service(.rejected)`; anything else, such as another `4xx`, is `.service(.unknown)`;
///   a `404` for one order is `.notFound`.
public struct RemoteOrderRepository: OrderRepository {
    private let client: HTTPClient
    private let cache: SQLiteDatabase

    public init(client: HTTPClient, cache: SQLiteDatabase) {
        self.client = client
        self.cache = cache
    }

    /// False: the service does not hold the stock; the placing keeps the reservation once it is confirmed.
    public var settlesReservations: Bool { false }

    public func fetchOrders() async throws(OrderError) -> FetchedOrders {
        let dtos: [OrderDTO]
        do {
            dtos = try await client.get("/orders", as: [OrderDTO].self)
        } catch {
            let failure = Self.translate(error)
            guard case .service(.unavailable) = failure else { throw failure }
            // A cache that cannot be read must not hide why the server failed: report that.
            guard let cached = await cachedOrders() else { throw failure }
            return FetchedOrders(orders: cached, isFromCache: true)
        }
        await saveToCache(dtos)
        return FetchedOrders(orders: dtos.map(\.order), isFromCache: false)
    }

    public func order(_ id: Order.ID) async throws(OrderError) -> Order {
        // An id that would change the request's path (a slash, a dot-dot, a query) names no order.
        guard Self.isPathSafe(id.rawValue) else { throw .notFound(id) }
        do {
            return try await client.get("/orders/\(id.rawValue)", as: OrderDTO.self).order
        } catch {
            throw Self.translate(error, notFound: id)
        }
    }

    /// Places an order with one POST, sent exactly once.
    ///
    /// `HTTPClient` never retries a POST, since the server may have placed an order whose answer was
    /// lost. `reference` goes with it, so a later list can tell whether it was placed. Any failure after
    /// which the server may have placed it (``HTTPError/mayHaveBeenActedOn``: a timeout, a broken
    /// connection, an answer that is malformed or unreadable) is `.outcomeUnknown`; only a refusal the
    /// server stated, or a request that never left, says it was not placed.
    public func place(_ lines: [OrderLine], reference: OrderReference) async throws(OrderError) -> Order {
        let body = PlaceOrderRequestDTO(lines: lines, reference: reference)
        do {
            return try await client.send(.post, "/orders", body: body, as: OrderDTO.self).order
        } catch {
            throw error.mayHaveBeenActedOn ? .outcomeUnknown(error.serviceError) : Self.translate(error)
        }
    }

    // MARK: - Cache

    /// One cached order as stored: the DTO's fields, with its items as JSON text.
    private struct CachedRow: Sendable {
        let id: String
        let statusCode: Int
        let items: String
    }

    /// Replaces the cache with `dtos`, in one transaction, in the order the server gave them.
    ///
    /// A failure is ignored: the fresh orders are in hand, and a stale cache only matters offline.
    private func saveToCache(_ dtos: [OrderDTO]) async {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var rows: [CachedRow] = []
        for dto in dtos {
            guard let items = try? encoder.encode(dto.items) else { return }
            rows.append(
                CachedRow(
                    id: dto.id, statusCode: dto.statusCode, items: String(decoding: items, as: UTF8.self)))
        }
        let ready = rows
        _ = try? await cache.write(OrderError.storage) { connection throws(OrderError) in
            try connection.execute("INSERT OR IGNORE INTO saved_caches (name) VALUES ('orders')")
            try connection.execute("DELETE FROM order_cache")
            for (offset, row) in ready.enumerated() {
                try connection.execute(
                    "INSERT INTO order_cache (position, id, status_code, items) VALUES (?, ?, ?, ?)",
                    .integer(Int64(offset + 1)), .text(row.id), .integer(Int64(row.statusCode)),
                    .text(row.items))
            }
        }
    }

    /// The cached orders, in the order the server last gave them (none, if its last answer was none); nil
    /// when no answer was ever cached, or the cache cannot be read.
    private func cachedOrders() async -> [Order]? {
        let rows = try? await cache.read(OrderError.storage) {
            connection throws(OrderError) -> [CachedRow]? in
            let saved = try connection.query("SELECT 1 FROM saved_caches WHERE name = 'orders'") { $0.int(0) }
            guard !saved.isEmpty else { return nil }
            return try connection.query("SELECT id, status_code, items FROM order_cache ORDER BY position") {
                row in CachedRow(id: row.string(0), statusCode: row.int(1), items: row.string(2))
            }
        }
        guard let rows = rows ?? nil else { return nil }
        let decoder = JSONDecoder()
        var orders: [Order] = []
        for row in rows {
            guard let items = try? decoder.decode([OrderItemDTO].self, from: Data(row.items.utf8)) else {
                return nil
            }
            orders.append(OrderDTO(id: row.id, items: items, statusCode: row.statusCode).order)
        }
        return orders
    }

    // MARK: - Errors

    /// An HTTP failure in the orders' vocabulary; with `id`, a `404` means that order does not exist.
    private static func translate(_ error: HTTPError, notFound id: Order.ID? = nil) -> OrderError {
        if case .status(404) = error, let id { return .notFound(id) }
        return .service(error.serviceError)
    }

    /// Whether `id` is non-empty, only unreserved URL characters, and not `.` or `..`.
    private static func isPathSafe(_ id: String) -> Bool {
        guard !id.isEmpty, id != ".", id != ".." else { return false }
        return id.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (CharacterSet.alphanumerics.contains(scalar) || "-._~".unicodeScalars.contains(scalar))
        }
    }
}
