import Foundation

@testable import StrataTools

/// The repository these tests belong to, found from this file's path (Tools/Tests/StrataToolsTests/).
let checkout = Repository(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent())

/// A copy of the checkout's files in a temporary folder, without hidden folders (.build, .git), for a
/// test that breaks a rule or adds a feature; removed when the test ends.
final class Scratch {
    let repository: Repository

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-test-\(UUID().uuidString)")
        repository = Repository(root: folder)
        let manager = FileManager.default
        guard
            let walker = manager.enumerator(
                at: checkout.root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
            )
        else { return }
        for case let source as URL in walker {
            let relative = checkout.relative(source)
            let target = folder.appendingPathComponent(relative)
            if (try? source.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                try manager.createDirectory(at: target, withIntermediateDirectories: true)
            } else {
                try manager.copyItem(at: source, to: target)
            }
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: repository.root)
    }
}
