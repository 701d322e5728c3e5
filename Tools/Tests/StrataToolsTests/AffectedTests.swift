import Foundation
import Testing

@testable import StrataTools

/// `make affected` and `make test-affected` read a change the way the manifests say: each
/// case commits a scratch copy of the repository, changes files in it, and asks what is affected.
@Suite("What a change affects")
struct AffectedTests {
    /// A committed scratch copy with `touched` changed (or created) after the commit.
    func change(_ touched: [String]) throws -> (Scratch, Affected) {
        let scratch = try Scratch()
        let repository = scratch.repository
        let commit = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]
        for command in [["git", "init", "-q"], ["git", "add", "-A"], commit] {
            #expect(try repository.run(command).status == 0)
        }
        for file in touched {
            let old = repository.exists(file) ? try repository.read(file) : ""
            try repository.write(file, old + (file.hasSuffix(".json") ? "\n" : "\n// changed\n"))
        }
        return (scratch, try Affected(repository, base: "HEAD"))
    }

    @Test("Nothing changed: nothing affected, and test-affected runs nothing")
    func nothing() throws {
        let docs = ["README.md", "docs/ARCHITECTURE.md", "Features/Orders/README.md", "docs/new.md"]
        let (scratch, change) = try change(docs)
        #expect(change.packages.isEmpty && change.tests.isEmpty && !change.tools)
        #expect(try change.test(scratch.repository, base: "HEAD", swiftFlags: []) == 0)
    }

    @Test("A feature's change: that feature and App, and only their tests")
    func feature() throws {
        let (_, change) = try change(["Features/Orders/Sources/OrdersFeature/OrdersEntry.swift"])
        #expect(change.packages == ["Features/Orders", "App"])
        #expect(change.tests.contains("OrdersFeatureTests") && change.tests.contains("AppTests"))
        #expect(!change.tests.contains("DomainTests") && !change.tests.contains("ReadingPlanFeatureTests"))
    }

    @Test(
        "A Domain change or a shared setting: every package, dependencies first",
        arguments: ["Domain/Sources/Domain/CivilDate.swift", "architecture.json"])
    func everything(file: String) throws {
        let (_, change) = try change([file])
        // Every package of the checkout, whatever features it has.
        let everyPackage = try Layout(checkout).packages.map(\.folder).sorted()
        #expect(change.packages.sorted() == everyPackage)
        #expect(change.packages.first == "Domain" && change.packages.last == "App")
    }

    @Test("A new untracked file counts")
    func untracked() throws {
        let (_, change) = try change(["Presentation/Sources/Presentation/NewHelper.swift"])
        #expect(change.packages.contains("Presentation") && !change.packages.contains("Domain"))
    }

    @Test(
        "A root test or a support package runs only the root targets that use it",
        arguments: [
            ("Tests/AppTests/AppProcess.swift", ["AppTests"]),
            ("Fuzz/Sources/FuzzTargets/FuzzTarget.swift", ["FuzzCorpusTests"]),
        ])
    func rootTargets(file: String, tests: [String]) throws {
        let (_, change) = try change([file])
        #expect(change.packages.isEmpty && change.tests == tests)
    }

    @Test("A tools change runs the tools' tests only; an unknown base is refused")
    func tools() throws {
        let (scratch, change) = try change(["Tools/Sources/StrataTools/Graph.swift"])
        #expect(change.tools && change.packages.isEmpty)
        #expect(throws: ToolFailure.self) { try Affected(scratch.repository, base: "no-such-ref") }
    }
}
