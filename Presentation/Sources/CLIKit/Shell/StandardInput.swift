import Foundation

/// Standard input, read on a dispatch thread so that waiting for the user holds no Swift thread.
public struct StandardInput: LineSource {
    /// The process's standard input.
    public init() {}

    /// The next line typed, or nil at the end of input.
    public func nextLine() async -> String? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: readLine(strippingNewline: true)) }
        }
    }
}
