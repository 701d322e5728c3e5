import Foundation

/// Why a ``LoopbackServer`` could not start listening.
public struct LoopbackServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The POSIX call that failed, such as `bind`.
    public let operation: String
    /// The `errno` it left behind.
    public let code: Int32

    public var description: String {
        "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
}
