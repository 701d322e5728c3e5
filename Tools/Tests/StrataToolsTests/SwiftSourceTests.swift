import Testing

@testable import StrataTools

@Suite("Reading imports from Swift source")
struct SwiftSourceTests {
    @Test("Every spelling of import is seen")
    func everySpelling() {
        let source = [
            "import Foundation", "@testable import DataAccess", "import struct DataAccess.DatabaseLocation",
            "@_exported import Presentation", "internal import Domain",
            "@preconcurrency public import AppCore",
            "@_spi(Internal) import CLIKit", "import A; import B", "    import Indented",
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

    @Test("Identifiers that contain import are not imports")
    func identifiers() {
        #expect(SwiftSource.imports("let reimport = 1\nfunc importer() {}\n").isEmpty)
    }
}
