import Foundation
import Testing

/// A placeholder (`<pages>`, `<SKU:QTY>`) is a word of the command line's vocabulary, CLIKit's
/// `placeholder.<name>`, in every language: a usage line and a refusal write it in the reader's.
@Suite("Placeholders")
struct PlaceholderTests {
    /// Every placeholder a spec names, in the layers' sources and the templates `make feature` copies.
    static func named() throws -> Set<String> {
        var names: Set<String> = []
        for folder in ["Presentation/Sources", "Features", "App/Sources", "Tools/Templates"] {
            let base = RouteDocsTests.root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") && !file.contains("/Tests/") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: /(?:ArgumentSpec\(\s*|placeholder: )"([^"]+)"/) {
                    names.insert(String(match.1))
                }
            }
        }
        return names
    }

    @Test("every placeholder has a word in CLIKit's vocabulary, and every word of it is a placeholder")
    func vocabulary() throws {
        let words = try String(
            contentsOf: RouteDocsTests.root.appendingPathComponent(
                "Presentation/Sources/CLIKit/Resources/en.lproj/Localizable.strings"),
            encoding: .utf8)
        let known = Set(words.matches(of: /"placeholder\.([^"]+)"/).map { String($0.1) })
        let named = try Self.named()
        #expect(named.isSuperset(of: ["pages", "SKU:QTY", "YYYY-MM-DD", "item"]), "\(named)")
        #expect(
            named == known,
            "no word: \(named.subtracting(known)); no placeholder: \(known.subtracting(named))")
    }
}
