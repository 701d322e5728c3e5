import Foundation
import Testing

@testable import StrataTools

@Suite("The module graph")
struct GraphTests {
    @Test("graph.md matches the manifests: each package and layer; --check fails stale; a bad edge fails")
    func drawn() throws {
        let fresh = try Graph.outputs(checkout)
        for (path, text) in fresh { #expect(try checkout.read(path) == text, "run `make graph`") }
        let (layout, drawn) = (try Layout(checkout), try #require(fresh["docs/graph.md"]))
        for package in layout.packages { #expect(drawn.contains("\(package.folder)/")) }
        for layer in layout.policy.layers { #expect(drawn.contains("\"\(layer.name) layer\"")) }
        let scratch = try Scratch()
        try scratch.repository.write("docs/graph.md", drawn.replacingOccurrences(of: "-->", with: "---"))
        var check = Arguments(["--check"])
        #expect(throws: ToolFailure.self) { try Graph.command(scratch.repository, &check) }
        // A manifest edge the rule forbids is refused, naming the edge and the rule, and nothing is written.
        let (manifest, anchor) = ("Features/UserList/Package.swift", "\n    dependencies: [")
        let text = try scratch.repository.read(manifest)
        let edited = text.replacingOccurrences(of: anchor, with: anchor + #".package(path: "../DueLoans"),"#)
        try scratch.repository.write(manifest, edited)
        let before = try Graph.drawnFiles.map(scratch.repository.read)
        check = Arguments([])
        let refusal = #expect(throws: ToolFailure.self) { try Graph.command(scratch.repository, &check) }
        let edge = "UserList -> Features/DueLoans: \(manifest) depends on Features/DueLoans, but"
        #expect(refusal?.description.contains(edge + " Feature may not use Feature") == true)
        #expect(try Graph.drawnFiles.map(scratch.repository.read) == before)
    }
}
