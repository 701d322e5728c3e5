import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The HTTP methods ``HTTPClient`` sends.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
}

/// A JSON-over-HTTP client for the Data layer, on URLSession, with timeouts, retries and a size limit.
///
/// Every failure surfaces as an ``HTTPError`` (typed throws), which ``HTTPError/serviceError`` turns
/// into Domain's `ServiceError`, so no `URLError` or `DecodingError` leaves Data.
///
/// - GET is retried per ``RetryPolicy`` on transient failures only; POST and PUT are never retried,
///   because the server may have acted on a request whose answer was lost.
/// - `timeout` bounds each attempt, from sending the request to receiving the last byte. It is
///   enforced by the client itself, because URLSession on Linux truncates timeouts to whole seconds
///   (0.3 s would fire at once).
/// - Bodies over `maxBodyBytes` are refused: as soon as `Content-Length` announces one, or when the
///   received bytes exceed it.
public struct HTTPClient: Sendable {
    /// The URL that request paths are appended to, such as `http://127.0.0.1:8080/api`.
    public let baseURL: URL
    /// The most seconds one attempt may take.
    public let timeout: TimeInterval
    /// When failed GET requests are sent again.
    public let retry: RetryPolicy
    /// The largest response body accepted, in bytes.
    public let maxBodyBytes: Int
    private let owner: SessionOwner
    private var session: URLSession { owner.session }

    /// Creates a client for the service at `baseURL`.
    ///
    /// `timeout` is clamped to between 1 ms and one day (NaN means the default, 10 s). With no
    /// `session`, the client makes an ephemeral one without cache or cookies, so every attempt really
    /// reaches the server.
    public init(
        baseURL: URL,
        timeout: TimeInterval = 10,
        retry: RetryPolicy = .standard,
        session: URLSession? = nil,
        maxBodyBytes: Int = 10_000_000
    ) {
        let timeout = timeout.isNaN ? 10 : min(max(timeout, 0.001), 86_400)
        self.baseURL = baseURL
        self.timeout = timeout
        self.retry = retry
        self.maxBodyBytes = maxBodyBytes
        self.owner =
            session.map { SessionOwner(borrowing: $0) }
            ?? SessionOwner(owning: Self.makeEphemeralSession(timeout: timeout))
    }

    /// Fetches `path` (appended to the base URL's path) with `query`, and decodes the JSON answer as `T`.
    ///
    /// Retried per ``retry`` after a timeout, a refused connection, `408`, `429` or `5xx`.
    public func get<T: Decodable>(
        _ path: String,
        query: [URLQueryItem] = [],
        as type: T.Type
    ) async throws(HTTPError) -> T {
        let request = try makeRequest(.get, path: path, query: query, body: nil)
        let data = try await perform(request, retries: retry.maxRetries)
        return try decode(type, from: data)
    }

    /// Sends `body` as JSON with `method` (POST or PUT) to `path`, and decodes the JSON answer as `T`.
    ///
    /// Never retried: the server may have applied a request whose answer was lost. A GET carries no
    /// body, so `.get` fails with ``HTTPError/invalidRequest(_:)``; use ``get(_:query:as:)``.
    public func send<Body: Encodable, T: Decodable>(
        _ method: HTTPMethod,
        _ path: String,
        body: Body,
        as type: T.Type
    ) async throws(HTTPError) -> T {
        guard method != .get else {
            throw .invalidRequest("a GET request carries no body; use get(_:query:as:)")
        }
        let encoded: Data
        do {
            encoded = try JSONEncoder().encode(body)
        } catch {
            throw .invalidRequest("the body does not encode to JSON: \(error)")
        }
        let request = try makeRequest(method, path: path, query: [], body: encoded)
        let data = try await perform(request, retries: 0)
        return try decode(type, from: data)
    }

    // MARK: - Building requests

    private func makeRequest(
        _ method: HTTPMethod,
        path: String,
        query: [URLQueryItem],
        body: Data?
    ) throws(HTTPError) -> URLRequest {
        let url = try makeURL(path: path, query: query)
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.cachePolicy = .reloadIgnoringLocalCacheData
        // Whole seconds, rounded up: Linux truncates this value, and `perform` enforces the exact one.
        request.timeoutInterval = Self.wholeSeconds(timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    private func makeURL(path: String, query: [URLQueryItem]) throws(HTTPError) -> URL {
        guard !path.contains("?"), !path.contains("#") else {
            throw .invalidURL("\(path): pass the query as query items, not in the path")
        }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            throw .invalidURL(baseURL.absoluteString)
        }
        if !path.isEmpty {
            let basePath = components.path.hasSuffix("/") ? components.path.dropLast() : components.path[...]
            components.path = basePath + (path.hasPrefix("/") ? path : "/" + path)
        }
        if !query.isEmpty {
            components.queryItems = (components.queryItems ?? []) + query
        }
        guard let url = components.url, let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else {
            throw .invalidURL(baseURL.absoluteString + path)
        }
        return url
    }

    // MARK: - Sending

    /// Sends `request` until it succeeds, fails for good, or `retries` retries are spent.
    private func perform(_ request: URLRequest, retries: Int) async throws(HTTPError) -> Data {
        var retriesDone = 0
        while true {
            switch await attempt(request) {
            case .success(let data):
                return data
            case .failure(let error):
                guard error.isTransient, retriesDone < retries else { throw error }
                retriesDone += 1
                await retry.sleep(retry.delay(beforeRetry: retriesDone))
                guard !Task.isCancelled else { throw .cancelled }
            }
        }
    }

    /// One attempt: the transfer races a timer of `timeout` seconds, and the loser is cancelled.
    ///
    /// The winner is returned at once, without waiting for the loser to wind down: on Linux a
    /// cancelled URLSession transfer can take until the server answers to finish, which would turn
    /// a 0.3 s deadline into the server's delay.
    private func attempt(_ request: URLRequest) async -> Result<Data, HTTPError> {
        let timeout = timeout
        let outcome = FirstOutcome()
        let transferTask = Task { outcome.offer(await transfer(request)) }
        let timerTask = Task {
            guard (try? await Task.sleep(for: .seconds(timeout))) != nil else { return }
            outcome.offer(.failure(.timeout(after: timeout)))
        }
        let result = await withTaskCancellationHandler {
            await outcome.value()
        } onCancel: {
            outcome.offer(.failure(.cancelled))
        }
        transferTask.cancel()
        timerTask.cancel()
        return result
    }

    private func transfer(_ request: URLRequest) async -> Result<Data, HTTPError> {
        let limiter = BodyLimitDelegate(limit: maxBodyBytes)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request, delegate: limiter)
        } catch {
            if limiter.exceeded {
                return .failure(.bodyTooLarge(limit: maxBodyBytes))
            }
            return .failure(HTTPError(transportFailure: error, host: hostDescription, timeout: timeout))
        }
        guard let response = response as? HTTPURLResponse else {
            return .failure(.transport("the answer is not an HTTP response"))
        }
        // Same-origin redirects were followed by the session; one that is still here was refused.
        if (300...399).contains(response.statusCode),
            let target = response.value(forHTTPHeaderField: "Location")
        {
            return .failure(.redirectRefused(to: target))
        }
        guard data.count <= maxBodyBytes, response.expectedContentLength <= Int64(maxBodyBytes) else {
            return .failure(.bodyTooLarge(limit: maxBodyBytes))
        }
        guard (200...299).contains(response.statusCode) else {
            return .failure(.status(response.statusCode))
        }
        return .success(data)
    }

    private func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(HTTPError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw HTTPError(decodingFailure: error)
        }
    }

    /// `host:port` as the user would type it, for error reasons.
    private var hostDescription: String {
        let host = baseURL.host ?? baseURL.absoluteString
        return baseURL.port.map { "\(host):\($0)" } ?? host
    }

    // MARK: - Session

    private static func makeEphemeralSession(timeout: TimeInterval) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = wholeSeconds(timeout)
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        return URLSession(configuration: configuration, delegate: SameOriginRedirects(), delegateQueue: nil)
    }

    private static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval {
        max(1, timeout.rounded(.up))
    }
}

/// Cancels a transfer once its body is known to exceed the limit, instead of buffering all of it.
///
/// URLSession reports data asynchronously, so a fast server may deliver more before the cancel
/// lands; `HTTPClient.transfer` re-checks the size of what arrived either way.
private final class BodyLimitDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Progress {
        var received = 0
        var exceeded = false
    }

    private let limit: Int
    private let progress = Mutex(Progress())

    init(limit: Int) {
        self.limit = limit
    }

    /// Whether the transfer was cancelled for being too large.
    var exceeded: Bool {
        progress.withLock { $0.exceeded }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard response.expectedContentLength > Int64(limit) else {
            completionHandler(.allow)
            return
        }
        progress.withLock { $0.exceeded = true }
        completionHandler(.cancel)
        // FoundationNetworking ignores the disposition, so cancel the task directly as well.
        dataTask.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let exceeded = progress.withLock { progress in
            progress.received += data.count
            progress.exceeded = progress.exceeded || progress.received > limit
            return progress.exceeded
        }
        if exceeded {
            dataTask.cancel()
        }
    }
}

/// Follows a redirect only to the same scheme, host and port.
///
/// A server must not be able to send the client, and what it sends, somewhere else. A refused
/// redirect reaches the client as the 3xx answer. A session delegate, because FoundationNetworking asks only the session's delegate about redirects.
private final class SameOriginRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let from = task.originalRequest?.url
        let to = request.url
        let sameOrigin = to?.scheme == from?.scheme && to?.host == from?.host && to?.port == from?.port
        completionHandler(sameOrigin ? request : nil)
    }
}

/// Keeps the client's URLSession, and invalidates it when the last copy of the client is gone if the
/// client made it: a URLSession retains its delegate and itself until invalidated, so it would leak.
private final class SessionOwner: Sendable {
    let session: URLSession
    private let owns: Bool

    init(owning session: URLSession) {
        self.session = session
        owns = true
    }

    init(borrowing session: URLSession) {
        self.session = session
        owns = false
    }

    deinit {
        if owns { session.finishTasksAndInvalidate() }
    }
}

/// The first of several racing results; later offers are ignored.
private final class FirstOutcome: Sendable {
    private struct State {
        var result: Result<Data, HTTPError>?
        var waiter: CheckedContinuation<Result<Data, HTTPError>, Never>?
    }

    private let state = Mutex(State())

    /// Offers a result; only the first one counts.
    func offer(_ result: Result<Data, HTTPError>) {
        let waiter = state.withLock { state -> CheckedContinuation<Result<Data, HTTPError>, Never>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: result)
    }

    /// Waits for the first result.
    func value() async -> Result<Data, HTTPError> {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Result<Data, HTTPError>? in
                if let result = state.result { return result }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
