import Foundation

@testable import StrataTools

/// The repository these tests belong to, found from this file's path (Tools/Tests/StrataToolsTests/).
let checkout = Repository(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent())

/// A copy of the checkout's files in a temporary folder, for a test that breaks a rule or adds a feature.
///
/// Hidden folders (.build, .git) are left out, and the copy is removed when the test ends. The tools' built copies come
/// along (`make test-tools` builds them first), newer than their sources, so make in the copy reuses them.
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
        let prefix = checkout.root.path.count + 1
        for case let source as URL in walker {
            let target = folder.appendingPathComponent(String(source.path.dropFirst(prefix)))
            if (try? source.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                try manager.createDirectory(at: target, withIntermediateDirectories: true)
            } else {
                try manager.copyItem(at: source, to: target)
            }
        }
        try manager.createDirectory(at: repository.url("Tools/.build"), withIntermediateDirectories: true)
        for engine in BuildEngine.allCases where checkout.exists("Tools/.build/strata-\(engine)") {
            try manager.copyItem(
                at: checkout.url("Tools/.build/strata-\(engine)"),
                to: repository.url("Tools/.build/strata-\(engine)"))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: repository.root)
    }
}
