public import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
public final class TemporaryFolder {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder; nothing is created.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
