/// The HTTP methods ``HTTPClient`` sends.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
}
