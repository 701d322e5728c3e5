import Foundation
import Testing

@testable import StrataTools

/// `make format` rewrites sources in the project's style, and `make lint` checks the same style: on a checkout
/// that lints clean, formatting must change nothing, or every user's change picks up diffs of its own.
@Suite("make format")
struct FormatTests {
    @Test("make format on a copy of the checkout changes no file")
    func formatChangesNothing() throws {
        let scratch = try Scratch()
        // The style files are hidden, so the copy lacks them: without them the formatter's defaults apply.
        let styles = try checkout.run(["git", "ls-files", "--", ".swift-format", "*/.swift-format"])
        let styleFiles = styles.output.split(separator: "\n").map(String.init)
        #expect(!styleFiles.isEmpty, "no .swift-format in the checkout")
        for file in styleFiles { try scratch.repository.write(file, checkout.read(file)) }
        var before: [String: String] = [:]
        for file in scratch.repository.files(under: ".", endingIn: ".swift") {
            before[file] = try scratch.repository.read(file)
        }
        let result = try scratch.repository.run(["make", "--no-print-directory", "format"])
        #expect(result.status == 0, "\(result.errors.suffix(2000))")
        var changed: [String] = []
        for (file, text) in before where try scratch.repository.read(file) != text {
            changed.append(file)
        }
        #expect(changed.sorted() == [], "make format changed these files")
    }
}
