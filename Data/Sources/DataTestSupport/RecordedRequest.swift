public import Foundation

/// One request as the ``LoopbackServer`` received it.
public struct RecordedRequest: Sendable, Equatable {
    /// The request method, such as `GET` or `POST`.
    public let method: String
    /// The request target: the path with its query string, such as `/api/users?page=2`.
    public let path: String
    /// The request headers, keyed by lowercased name.
    public let headers: [String: String]
    /// The request body, empty when the request had none.
    public let body: Data

    /// Creates a recorded request; the server builds these, tests may build them to call a handler directly.
    public init(method: String, path: String, headers: [String: String], body: Data) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// The body decoded as UTF-8, for readable assertions.
    public var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }
}
