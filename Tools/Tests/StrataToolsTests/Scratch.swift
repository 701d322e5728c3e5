import Foundation

@testable import StrataTools

/// The repository these tests belong to, found from this file's path (Tools/Tests/StrataToolsTests/).
let checkout = Repository(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent())

/// A copy of the checkout's files in a temporary folder, for a test that breaks a rule or adds a feature.
///
/// What git tracks or would (not .git, nor what it ignores, such as .build or docs/api) and the kept manifest dumps,
/// so a copy evaluates only the manifests a test edits; it is removed when the test ends. The tools' built copies
/// come last (`make test-tools` builds them first), newer than their sources: make reuses them.
final class Scratch {
    let repository: Repository

    init() throws {
        repository = Repository(
            root: FileManager.default.temporaryDirectory.appendingPathComponent("strata-test-\(UUID())"))
        let built = BuildEngine.allCases.map { "Tools/.build/strata-\($0)" }.filter(checkout.exists)
        let listed = try checkout.run(["git", "ls-files", "-z", "-co", "--exclude-standard"]).output.split(
            separator: "\0")
        let kept = listed.map(String.init) + checkout.files(under: ".build/manifests", endingIn: "")
        for file in kept + built where checkout.exists(file) && !checkout.isFolder(file) {
            try FileManager.default.createDirectory(
                at: repository.url(file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: checkout.url(file), to: repository.url(file))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: repository.root)
    }
}
