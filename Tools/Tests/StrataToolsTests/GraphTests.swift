import Foundation
import Testing

@testable import StrataTools

@Suite("The module graph")
struct GraphTests {
    @Test("docs/graph.md matches the manifests and draws every package and layer; a stale one fails --check")
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
    }
}
