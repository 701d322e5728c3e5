import Foundation
import Testing

@testable import StrataTools

/// The Makefile's rules that need a real build in a scratch copy.
///
/// FILTER cannot pass by running nothing, and a file added to a dependency package is built. They compile for a
/// minute or two, so `make test` leaves them to `make test-scratch-builds`, which CI runs.
@Suite("The Makefile's rules that build", .serialized)
struct ScratchBuildTests {
    /// make as a person runs it: without the TMPDIR an outer make exported.
    func make(_ targets: [String], in repository: Repository) throws -> ProgramResult {
        try repository.run(["env", "-u", "TMPDIR", "make", "--no-print-directory"] + targets)
    }

    /// `swift test --filter` with a display name runs nothing and passes; the Makefile's FILTER fails instead.
    @Test("FILTER runs the tests it names, and fails when it names none")
    func testFilter() throws {
        let scratch = try Scratch()
        let some = try make(["test-domain", "FILTER=ReadingPlanTests"], in: scratch.repository)
        #expect(
            some.status == 0 && some.output.contains(/Test run with [1-9]\d* tests?/),
            "\(some.errors.suffix(3000))")
        let none = try make(
            ["test-domain", "FILTER=a plan is made from pages and days"], in: scratch.repository)
        #expect(none.status != 0 && none.errors.contains("matched no test"), "\(none.errors.suffix(3000))")
    }

    /// The first build also builds the repository's tool, and says so before SwiftPM's own progress.
    @Test(
        "A file added to a dependency package is built, a build with nothing new does not re-plan, the first says what it builds, and /tmp keeps nothing"
    )
    func staleBuild() throws {
        let scratch = try Scratch()
        let repository = scratch.repository
        try FileManager.default.removeItem(at: repository.url("Tools/.build"))
        let replans = { (result: ProgramResult) in
            result.output.split(separator: "\n").filter { $0.contains(" build --package-path") }
                .map { $0.contains("--disable-build-manifest-caching") }
        }
        // Run as a person would, without make's TMPDIR: what the toolchain leaves behind stays in the copy's .build.
        let system = { Set((try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []) }
        let before = system()
        let first = try make(["presentation"], in: repository)
        let left = system().subtracting(before).filter { $0.hasPrefix("TemporaryDirectory.") }
        #expect(left.isEmpty, "make left \(left.count) folders in /tmp")
        let said = first.errors.split(separator: "\n")
        #expect(said.first?.hasPrefix("make: building the repository's tool") == true, "\(said.prefix(3))")
        #expect(
            said.dropFirst().first?.contains(/Compiling|Building|Planning|Fetching/) == true,
            "\(said.prefix(3))")
        #expect(
            first.status == 0 && replans(first) == [true], "a first build plans: \(first.errors.suffix(3000))"
        )
        let again = try make(["presentation"], in: repository)
        #expect(again.status == 0 && replans(again) == [false], "nothing new: no re-plan")
        // A new file in Domain (a dependency of Presentation) and a new use of it in Presentation.
        try repository.write(
            "Domain/Sources/Domain/StaleProbe.swift", "/// A probe.\npublic func staleProbe() -> Int { 42 }\n"
        )
        try repository.write(
            "Presentation/Sources/Presentation/StaleProbeUse.swift",
            "import Domain\n\n/// A probe.\npublic func staleProbeUse() -> Int { staleProbe() }\n")
        let added = try make(["presentation"], in: repository)
        #expect(
            added.status == 0 && replans(added) == [true], "a new file: re-plan: \(added.errors.suffix(3000))"
        )
    }
}
