import Foundation

/// Standard input, read on a dispatch thread so that waiting for the user holds no Swift thread.
struct StandardInput: LineSource {
    func nextLine() async -> String? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: readLine(strippingNewline: true)) }
        }
    }
}
