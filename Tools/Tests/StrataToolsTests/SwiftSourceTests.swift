import Testing

@testable import StrataTools

@Suite("Reading imports from Swift source")
struct SwiftSourceTests {
    @Test("Every spelling of import is seen, and an identifier holding `import` is none")
    func everySpelling() {
        let source = [
            "import Foundation", "@testable import DataAccess", "import struct DataAccess.DatabaseLocation",
            "@_exported import Presentation", "internal import Domain",
            "@preconcurrency public import AppCore",
            "@_spi(Internal) import CLIKit", "import A; import B", "    import Indented", "let reimport = 1",
            "func importer() {}",
        ].joined(separator: "\n")
        let expected = "Foundation DataAccess DataAccess Presentation Domain AppCore CLIKit A B Indented"
        #expect(SwiftSource.imports(source).map(\.module) == expected.split(separator: " ").map(String.init))
    }

    @Test("Comments and strings are not imports")
    func commentsAndStrings() {
        let source = [
            "// import InLineComment", "/* import InBlock /* nested */ import StillInBlock */",
            #"let s = "import InString""#, #"let m = """"#, "import InMultiline", #"""""#,
            ##"let r = #"import InRaw \" "#"##, "import Real",
        ].joined(separator: "\n")
        #expect(SwiftSource.imports(source).map { "\($0.line) \($0.module)" } == ["8 Real"])
    }

    /// A file imports each module it uses, and an API names another module only through `public import`: so
    /// the import check reads what each file really uses (decision 0018).
    @Test("Every manifest, the feature template's included, turns on both import features")
    func importFeatures() throws {
        let manifests = try checkout.run(["git", "ls-files", "*Package.swift"]).output.split(separator: "\n")
        #expect(manifests.contains("Tools/Templates/Feature/Package.swift"))
        for path in manifests.map(String.init) {
            let text = try checkout.read(path)
            for feature in ["InternalImportsByDefault", "MemberImportVisibility"] {
                #expect(text.contains(".enableUpcomingFeature(\"\(feature)\")"), "\(path) lacks \(feature)")
            }
        }
    }
}
