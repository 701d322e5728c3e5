import Foundation
import Testing

@testable import Presentation

/// The quick reader of `.strings` files reads every module's table as `PropertyListSerialization` does.
@Suite("Words' reader")
struct WordsReaderTests {
    @Test("every table in the repository, in every language, reads the same both ways")
    func everyTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        // Hidden folders (every .build) are skipped.
        let files =
            (FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)?
            .compactMap { $0 as? URL } ?? []).filter { $0.path.hasSuffix(".lproj/Localizable.strings") }
        #expect(files.count >= 18, "\(files)")
        for file in files {
            let data = try Data(contentsOf: file)
            let slow =
                try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            #expect(Words.strings(String(decoding: data, as: UTF8.self)) == slow, "\(file)")
        }
        #expect(Words.strings(#""a" = "1\"\\\n";"#) == ["a": "1\"\\\n"])
        #expect(Words.strings(#""a" = "1" /* no semicolon */"#) == nil)
    }
}
