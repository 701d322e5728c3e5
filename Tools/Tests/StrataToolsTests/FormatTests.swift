import Foundation
import Testing

@testable import StrataTools

/// `make format` and `make lint` keep one style: on a checkout that lints clean, formatting changes nothing.
@Suite("make format")
struct FormatTests {
    @Test("make format on a copy of the checkout changes no file")
    func formatChangesNothing() throws {
        let scratch = try Scratch()  // with the style files, without which the formatter's defaults apply
        let files = scratch.repository.files(under: ".", endingIn: ".swift")
        let before = try files.map { file throws in try scratch.repository.read(file) }
        let result = try scratch.repository.run(["make", "--no-print-directory", "format"])
        #expect(result.status == 0, "\(result.errors.suffix(2000))")
        let changed = try zip(files, before).filter { file, text throws in
            try scratch.repository.read(file) != text
        }
        #expect(changed.map(\.0) == [], "make format changed these files")
    }
}
