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

    @Test("a module's table is read once a process: a second accessor call reads no file")
    func readOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let english = folder.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(
            at: english.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#""greeting" = "first";"#.utf8).write(to: english)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(Words(bundle: bundle, language: .english)("greeting") == "first")
        try Data(#""greeting" = "second";"#.utf8).write(to: english)
        #expect(Words(bundle: bundle, language: .english)("greeting") == "first")
        // German is missing: English stands in, from the same one read.
        #expect(Words(bundle: bundle, language: .german)("greeting") == "first")
    }
}
