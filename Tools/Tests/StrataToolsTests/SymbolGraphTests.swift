import Foundation
import Testing

@testable import StrataTools

/// Compiles `files` as one testable module `M` in a temporary repository (as a debug build would) and
/// reads its symbol graph the way the checks do.
func compiled(_ files: [String: String], module: String = "M") throws -> [SymbolGraph.Symbol] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "strata-graph-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = Repository(root: folder)
    for (name, text) in files { try repository.write("Pkg/Sources/\(module)/\(name)", text) }
    try repository.write(".build/debug/Modules/.keep", "")
    let modules = repository.url(".build/debug/Modules/\(module)").path
    let result = try repository.run(
        [
            "swiftc", "-emit-module", "-enable-testing", "-parse-as-library", "-module-name", module,
            "-emit-module-path", modules + ".swiftmodule", "-emit-module-source-info-path",
            modules + ".swiftsourceinfo",
        ] + files.keys.map { repository.url("Pkg/Sources/\(module)/\($0)").path })
    #expect(result.status == 0, "\(result.errors)")
    return try SymbolGraph.extract(
        module, from: ".build/debug/Modules", SymbolGraph.target(repository), repository)
}

@Suite("api-surface counts what the compiler declares public")
struct APISurfaceTests {
    func counted(_ source: String) throws -> [String] {
        try compiled(["API.swift": source]).filter {
            $0.file != nil && !$0.isRequirement && ["public", "open"].contains($0.access)
                && !["extension", "enum.case"].contains($0.kind)
        }.sorted { $0.line < $1.line }.map { "\($0.line) \($0.access)" }
    }

    @Test("Every form of declaration counts once; protocol requirements and enum cases do not")
    func everyForm() throws {
        let source = [
            "public func run() {}", "public struct S { public init(name: String) {} }",
            "public let name = \"\"",
            "public enum E { case a, b }", "public protocol P { func f() }", "public actor A {}",
            "public typealias T = Int",
            "@MainActor public final class Screen { public private(set) var state = 0 }",
            "public struct P2 { public let x: Int; public let y: Int }",
            "// public func commented() {}", "let s = \"public func inString()\"", "func open() {}",
            "internal func notPublic() {}", "fileprivate struct Hidden {}",
        ].joined(separator: "\n")
        #expect(
            try counted(source) == [
                "1 public", "2 public", "2 public", "3 public", "4 public", "5 public", "6 public",
                "7 public",
                "8 public", "8 public", "9 public", "9 public", "9 public",
            ])
    }

    @Test("Open counts as open")
    func open() throws {
        #expect(
            try counted("open class Base {\n    open func draw() {}\n    public init() {}\n}\n") == [
                "1 open", "2 open", "3 public",
            ])
    }

    @Test("A public extension's members count once each, the extension itself not")
    func publicExtension() throws {
        let source = [
            "public struct F {}", "public extension F {", "    func plain() {}",
            "    private func helper() {}",
            "    internal var hidden: Int { 0 }", "}", "extension F {", "    func internalByDefault() {}",
            "    public func publicOne() {}", "}", "public extension Array where Element == Int {",
            "    func sum() -> Int { 0 }", "}",
        ].joined(separator: "\n")
        #expect(try counted(source) == ["1 public", "3 public", "9 public", "12 public"])
    }

    @Test("A feature package over the limit fails, naming it; other packages have no limit")
    func overTheLimit() throws {
        let symbols = try compiled(["API.swift": "public func a() {}\npublic func b() {}\nopen class C {}\n"])
        func module(
            _ package: String, _ layer: String?, _ symbols: [SymbolGraph.Symbol]?, kind: String = "regular"
        ) -> SymbolGraph.Module {
            SymbolGraph.Module(
                package: package, layer: layer,
                target: Manifest.Target(
                    name: "M", kind: kind, folder: package, targets: [], products: []),
                symbols: symbols)
        }
        let found = try APISurface.surfaces(
            [
                module("Features/Big", "Feature", symbols), module("Domain", "Domain", symbols),
                module("Fuzz", nil, []),
            ],
            limit: 2)
        #expect(
            found.map { "\($0.package) \($0.public) \($0.open) \($0.over)" } == [
                "Domain 2 1 false", "Features/Big 2 1 true", "Fuzz 0 0 false",
            ])
        #expect(
            try APISurface.surfaces([module("Features/Big", "Feature", symbols)], limit: 3).allSatisfy {
                !$0.over
            })
        #expect(throws: ToolFailure.self) {
            try APISurface.surfaces([module("Features/X", "Feature", nil)], limit: 3)
        }
        // A feature's preview is an executable: Swift Build emits no module for it, and no package can
        // import it, so it neither counts nor has to be in a build.
        let withPreview = try APISurface.surfaces(
            [
                module("Features/Big", "Feature", symbols),
                module("Features/Big", "Feature", nil, kind: "executable"),
                module("Features/Big", "Feature", symbols, kind: "executable"),
            ],
            limit: 3)
        #expect(withPreview.map { "\($0.package) \($0.total)" } == ["Features/Big 3"])
    }
}

@Suite("file-names reads each file's declarations from the symbol graph")
struct FileNamesTests {
    func offenders(_ files: [String: String]) throws -> [String] {
        let symbols = try compiled(files)
        let paths = files.keys.sorted().map { "Pkg/Sources/M/\($0)" }
        return FileNames.offenders(paths, symbols).map { String($0.dropFirst("Pkg/Sources/M/".count)) }
    }

    @Test("A second role in a file fails and names its own file")
    func secondRole() throws {
        #expect(
            try offenders([
                "LoanPresenter.swift":
                    "protocol LoanDisplayLogic: AnyObject {}\nfinal class LoanPresenter {}\nstruct LoanViewModel {}\n"
            ]) == ["LoanPresenter.swift: one role per file: LoanViewModel belongs in LoanViewModel.swift"])
    }

    @Test("Beside its role a file may hold a protocol, an extension, a typealias and private helpers")
    func helpers() throws {
        let source = [
            "protocol LoanPresentationLogic: AnyObject {}",
            "final class LoanPresenter: LoanPresentationLogic {}",
            "extension String { var shouted: String { uppercased() } }", "private struct Cache {}",
            "fileprivate enum Step { case one }", "typealias LoanID = Int",
        ].joined(separator: "\n")
        #expect(try offenders(["LoanPresenter.swift": source]).isEmpty)
    }

    @Test("A type of the file's name passes, whatever its keyword, attributes and modifiers")
    func types() throws {
        #expect(
            try offenders([
                "A.swift": "struct A {}", "B.swift": "final class B {}", "C.swift": "enum C {}",
                "D.swift": "protocol D {}",
                "E.swift": "actor E {}", "Alias.swift": "public typealias Alias = [String: Int]",
                "Model.swift": "@MainActor\npublic final class Model<T>: Sendable {}",
                "Tree.swift": "indirect enum Tree { case leaf, node(Tree, Tree) }",
                "Bar.swift": "protocol Other {}\nenum Bar {}",
            ]).isEmpty)
    }

    @Test("An extension of the type or a type nested in it passes; Foo+Bar.swift must extend Foo")
    func extensions() throws {
        #expect(
            try offenders([
                "Foo.swift": "struct Foo { struct Inner {} }",
                "Foo+Shouting.swift": "extension Foo { func shout() {} }",
                "Foo+Inner.swift": "extension Foo.Inner { func g() {} }",
                "Baz+Extra.swift": "extension String { func extra() {} }",
            ]) == ["Baz+Extra.swift: declares extension String; no extension of Baz"])
    }

    @Test(
        "A mismatch names the file and what it declares; nested declarations and imports declare nothing at the top"
    )
    func mismatch() throws {
        #expect(
            try offenders([
                "Models.swift":
                    "struct Row {}\nprotocol Display {}\nextension Row { func x() {} }\nfunc helper() {}",
                "Foo.swift": "enum Outer {\n    struct Foo {}\n    func Foo() {}\n}",
                "Date.swift": "import struct Swift.Int\nstruct Other {}",
                "Comments.swift": "// struct Comments {}\nlet c = \"struct Comments {}\"\nstruct Real {}",
            ]) == [
                "Comments.swift: declares Real; no type, extension or function named Comments",
                "Date.swift: declares Other; no type, extension or function named Date",
                "Foo.swift: declares Outer; no type, extension or function named Foo",
                "Models.swift: declares Row, Display, extension Row, func helper; no type, extension or function named Models",
            ])
    }

    @Test("main.swift always passes; a file of free functions may be named after one, if it holds no type")
    func functions() throws {
        #expect(
            try offenders([
                "main.swift": "struct Options {}",
                "format.swift": "func format(_ x: Int) -> String { \"\" }\nfunc other() {}",
                "parse.swift": "struct Parser {}\nfunc parse() {}", "Empty.swift": "",
            ]) == [
                "Empty.swift: declares nothing; no type, extension or function named Empty",
                "parse.swift: declares Parser, func parse; no type, extension or function named parse",
            ])
    }
}
