import Domain
public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
    /// Receives one line per failed attempt, with the technical detail (``HTTPError/detail``); nil for none.
    public let log: (@Sendable (String) -> Void)?
    private let owner: SessionOwner

    /// Creates a client for the service at `baseURL`.
    ///
    /// `timeout` is clamped to between 1 ms and one day (NaN means the default, 10 s). The client
    /// makes its own ephemeral session, without cache or cookies, so every attempt really reaches
    /// the server. `log`, when given, hears of every failed attempt in technical terms.
    public init(
        baseURL: URL,
        timeout: TimeInterval = 10,
        retry: RetryPolicy = .standard,
        maxBodyBytes: Int = 10_000_000,
        log: (@Sendable (String) -> Void)? = nil
    ) {
        let timeout = timeout.isNaN ? 10 : min(max(timeout, 0.001), 86_400)
        self.baseURL = baseURL
        self.timeout = timeout
        self.retry = retry
        self.maxBodyBytes = maxBodyBytes
        self.log = log
        self.owner = SessionOwner(timeout: Self.wholeSeconds(timeout))
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
        return try await perform(request, retries: retry.maxRetries, decoding: type)
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
        return try await perform(request, retries: 0, decoding: type)
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

    /// Sends `request` until its answer decodes as `T`, it fails for good, or `retries` retries are spent.
    private func perform<T: Decodable>(_ request: URLRequest, retries: Int, decoding type: T.Type)
        async throws(HTTPError) -> T
    {
        var retriesDone = 0
        while true {
            let outcome = await attempt(request).flatMap { Self.decode(type, from: $0) }
            switch outcome {
            case .success(let value):
                return value
            case .failure(let error):
                report(error, of: request, attempt: retriesDone + 1)
                guard error.isTransient, retriesDone < retries else { throw error }
                retriesDone += 1
                await retry.sleep(retry.delay(beforeRetry: retriesDone))
                guard !Task.isCancelled else { throw .cancelled }
            }
        }
    }

    /// Tells ``log`` how an attempt failed, such as `POST /orders, attempt 1: cutOff: URLError -1: …`.
    private func report(_ error: HTTPError, of request: URLRequest, attempt: Int) {
        guard let log else { return }
        let target = request.url.map { $0.path + ($0.query.map { "?" + $0 } ?? "") } ?? ""
        let kind = String(describing: error).prefix { $0 != "(" }
        let detail = error.detail.map { ": \($0)" } ?? ""
        log("\(request.httpMethod ?? "GET") \(target), attempt \(attempt): \(kind)\(detail)")
    }

    /// One attempt: the transfer races a timer of `timeout` seconds, and the loser is cancelled.
    ///
    /// The winner is returned at once, without waiting for the loser to wind down: on Linux a
    /// cancelled transfer can take until the server answers to finish, which would turn a 0.3 s
    /// deadline into the server's delay.
    ///
    /// The transfer is a plain data task whose callbacks go to the session's delegate, not
    /// URLSession's async `data(for:)`: cancelling a Swift task inside `data(for:)` while the
    /// session fails that transfer deadlocked FoundationNetworking (the task's cancellation lock
    /// waited for the session's queue, which waited for that lock; seen under `make sanitize`).
    /// Here the URLSession task is cancelled by this function, outside every lock and callback.
    private func attempt(_ request: URLRequest) async -> Result<Answer, HTTPError> {
        let timeout = timeout
        let limit = maxBodyBytes
        let host = hostDescription
        let outcome = FirstOutcome()
        let task = owner.session.dataTask(with: request)
        owner.delegate.track(task, limit: limit) { finished in
            outcome.offer(Self.result(of: finished, limit: limit, host: host, timeout: timeout))
        }
        let timerTask = Task {
            guard (try? await Task.sleep(for: .seconds(timeout))) != nil else { return }
            outcome.offer(.failure(.timeout(after: timeout)))
        }
        task.resume()
        let result = await withTaskCancellationHandler {
            await outcome.value()
        } onCancel: {
            outcome.offer(.failure(.cancelled))
        }
        task.cancel()
        timerTask.cancel()
        owner.delegate.forget(task)
        return result
    }

    /// What a finished (or cut-off) transfer means.
    private static func result(
        of finished: FinishedTransfer, limit: Int, host: String, timeout: TimeInterval
    ) -> Result<Answer, HTTPError> {
        if finished.exceeded {
            return .failure(.bodyTooLarge(limit: limit))
        }
        if let error = finished.error {
            // Fewer bytes than announced is a cut-off answer, unless the body was encoded (gzip): the length
            // announced is the encoded one, and the bytes counted are decoded.
            let response = finished.response as? HTTPURLResponse
            let expected = response?.expectedContentLength ?? -1
            let encoded = response?.value(forHTTPHeaderField: "Content-Encoding") != nil
            return .failure(
                HTTPError(
                    transportFailure: error, host: host, timeout: timeout, received: response != nil,
                    incomplete: !encoded && expected >= 0 && Int64(finished.data.count) < expected))
        }
        guard let response = finished.response as? HTTPURLResponse else {
            return .failure(.malformed(detail: "the answer is not an HTTP response"))
        }
        // Same-origin redirects were followed by the session; one that is still here was refused.
        if (300...399).contains(response.statusCode),
            let target = response.value(forHTTPHeaderField: "Location")
        {
            return .failure(.redirectRefused(to: target))
        }
        guard (200...299).contains(response.statusCode) else {
            return .failure(.status(response.statusCode))
        }
        let contentType = response.value(forHTTPHeaderField: "Content-Type") ?? ""
        return .success(
            Answer(body: finished.data, isWebPage: contentType.lowercased().hasPrefix("text/html")))
    }

    /// The answer's body as `T`; an empty body, or a web page that is not JSON, is said to be one.
    private static func decode<T: Decodable>(_ type: T.Type, from answer: Answer) -> Result<T, HTTPError> {
        guard !answer.body.isEmpty else { return .failure(.emptyBody) }
        do {
            return .success(try JSONDecoder().decode(type, from: answer.body))
        } catch {
            return .failure(answer.isWebPage ? .webPage : HTTPError(decodingFailure: error))
        }
    }

    /// `host:port` as the user would type it, for error reasons.
    private var hostDescription: String {
        let host = baseURL.host ?? baseURL.absoluteString
        return baseURL.port.map { "\(host):\($0)" } ?? host
    }

    private static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval {
        max(1, timeout.rounded(.up))
    }
}

/// A 2xx answer's body, and whether the server labelled it a web page.
private struct Answer: Sendable {
    let body: Data
    let isWebPage: Bool
}

/// How a transfer ended: its body and response, its error, or cut off for exceeding the limit.
private struct FinishedTransfer: Sendable {
    var data = Data()
    var response: URLResponse?
    var error: (any Error)?
    var exceeded = false
}

/// The client's ephemeral session (no cache, no cookies), with its delegate; invalidated when the
/// last copy of the client is gone, because a URLSession keeps itself and its delegate until then.
private final class SessionOwner: Sendable {
    let session: URLSession
    let delegate = TransferDelegate()

    init(timeout: TimeInterval) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}

/// The session's delegate: collects each tracked task's body up to its limit, reports how the task
/// ended, and follows redirects only within the same origin.
///
/// A body is never held beyond the limit: once it is exceeded, the task is reported cut off at once
/// (a never-ending body would never complete) and what arrives later is dropped. Nothing here
/// cancels a task; `HTTPClient.attempt` does, outside every callback.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Transfer {
        let limit: Int
        let finish: @Sendable (FinishedTransfer) -> Void
        var state = FinishedTransfer()
    }

    private let transfers = Locked<[Int: Transfer]>([:])

    func track(_ task: URLSessionTask, limit: Int, finish: @escaping @Sendable (FinishedTransfer) -> Void) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(limit: limit, finish: finish) }
    }

    func forget(_ task: URLSessionTask) {
        _ = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let cutOff = update(dataTask) { transfer in
            transfer.state.response = response
            return response.expectedContentLength > Int64(transfer.limit)
        }
        completionHandler(cutOff ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        update(dataTask) { transfer in
            guard transfer.state.data.count + data.count <= transfer.limit else { return true }
            transfer.state.data.append(data)
            return false
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else {
            return
        }
        var state = transfer.state
        state.error = error
        state.response = state.response ?? task.response
        transfer.finish(state)
    }

    /// Follows a redirect only to the same scheme, host and port.
    ///
    /// A server must not be able to send the client, and what it sends, somewhere else. A refused
    /// redirect arrives as the 3xx answer.
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

    /// Applies `change` to the task's transfer, and returns whether it was cut off.
    ///
    /// When `change` reports the limit exceeded, the transfer is finished as cut off (once) and
    /// forgotten.
    @discardableResult
    private func update(_ task: URLSessionTask, _ change: (inout Transfer) -> Bool) -> Bool {
        let cutOff = transfers.withLock { transfers -> Transfer? in
            // Taken out, not copied: a copy would share the body's buffer with the dictionary, and
            // every append would then copy the whole body so far (quadratic in its size).
            guard var transfer = transfers.removeValue(forKey: task.taskIdentifier) else { return nil }
            guard change(&transfer) else {
                transfers[task.taskIdentifier] = transfer
                return nil
            }
            return transfer
        }
        guard let cutOff else { return false }
        cutOff.finish(FinishedTransfer(response: cutOff.state.response, exceeded: true))
        return true
    }
}

/// The first of several racing results; later offers are ignored.
private final class FirstOutcome: Sendable {
    private struct State {
        var result: Result<Answer, HTTPError>?
        var waiter: CheckedContinuation<Result<Answer, HTTPError>, Never>?
    }

    private let state = Locked(State())

    /// Offers a result; only the first one counts.
    func offer(_ result: Result<Answer, HTTPError>) {
        let waiter = state.withLock { state -> CheckedContinuation<Result<Answer, HTTPError>, Never>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: result)
    }

    /// Waits for the first result.
    func value() async -> Result<Answer, HTTPError> {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Result<Answer, HTTPError>? in
                if let result = state.result { return result }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
