import Foundation
import Testing

@testable import StrataTools

/// The GitHub Actions workflow keeps the promises no linter checks, read as text.
///
/// Pinned actions, `permissions: {}`, credentials not kept by checkouts and `${{ }}` kept out of
/// scripts are zizmor's findings (`make lint-workflows`, pedantic); here actionlint, from the project's
/// venv, must also reject copies of the workflow with a fault put in, so the lint cannot pass silently.
@Suite("The CI workflow")
struct WorkflowTests {
    let text: String

    init() throws {
        text = try checkout.read(".github/workflows/ci.yml")
    }

    /// Each job's block: the lines under `  <name>:` up to the next job.
    func job(_ name: String) -> String {
        guard let start = text.range(of: "\n  \(name):\n") else { return "" }
        let rest = text[start.upperBound...]
        let end = rest.firstMatch(of: /\n  [A-Za-z_][\w-]*:\n/)?.range.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test("Five jobs, each with a timeout and a comment saying what it proves")
    func jobs() {
        for name in ["plan", "package", "checks", "macos", "ios"] {
            #expect(job(name).contains(/\n    timeout-minutes: \d+\n/), "\(name)")
            #expect(
                text.contains(try! Regex("\\n  # Proves [^\\n]*\\n(  #[^\\n]*\\n)*  \(name):\\n")), "\(name)")
        }
    }

    @Test("The package matrix comes from the plan job's output")
    func matrix() {
        let plan = job("plan")
        let package = job("package")
        #expect(plan.contains("matrix: ${{ steps.plan.outputs.matrix }}"))
        #expect(plan.contains(#"make -s ci-plan BASE="$base""#))
        #expect(plan.contains("fetch-depth: 0"))
        #expect(package.contains("needs: plan"))
        #expect(package.contains("matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}"))
        #expect(package.contains(#"make "test-$TARGET""#))
    }

    /// A job's title says which engine built what it proves.
    ///
    /// Swift 6.4's `swift build` and Xcode use Swift Build; native is the Makefile's default.
    @Test("Every job that builds names its engine, and runs Swift Build where it says so")
    func engines() {
        let named = [
            ("package", "native and Swift Build"), ("checks", "Swift Build"),
            ("macos", "${{ matrix.engine }}"),
            ("ios", "Swift Build"),
        ]
        for (name, engine) in named {
            let title = job(name).split(separator: "\n").first { $0.hasPrefix("    name: ") } ?? ""
            #expect(title.contains(engine), "\(name): \(title)")
        }
        #expect(job("package").contains("SWIFT_BUILD_SYSTEM: swiftbuild"))
        #expect(job("checks").contains("SWIFT_BUILD_SYSTEM: swiftbuild"))
        #expect(job("macos").contains("engine: [native, swiftbuild]"))
        #expect(job("ios").contains(#"STRATA_WARNINGS_AS_ERRORS="$root/$folder" xcodebuild"#))
    }

    @Test("Every cache is keyed by every manifest and the runner's architecture")
    func caches() {
        let keys = text.matches(of: /\n\s+key: (.+)/).map { String($0.1) }
        #expect(!keys.isEmpty)
        for key in keys {
            #expect(
                key.contains("${{ hashFiles('**/Package.swift') }}") && key.contains("${{ runner.arch }}"),
                "\(key)")
        }
    }

    @Test(
        "actionlint passes the workflow and fails each fault put in",
        .enabled(if: checkout.exists(".build/venv/bin/actionlint"), "the lint venv: make lint-workflows"),
        arguments: [
            ("", "", ""),
            ("    timeout-minutes: 45\n", "    timeout-minutes: 45\n    retries: 3\n", "retries"),
            (
                #"run: make "$TARGET""#, #"run: echo "${{ github.event.pull_request.title }}""#,
                "pull_request.title"
            ),
            (#"run: make "$TARGET""#, "run: make $TARGET", "SC2086"),
        ])
    func actionlint(old: String, new: String, finding: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(old.isEmpty || text.contains(old))
        let copy = folder.appendingPathComponent("ci.yml")
        try (old.isEmpty ? text : text.replacing(old, with: new, maxReplacements: 1))
            .write(to: copy, atomically: true, encoding: .utf8)
        let venv = checkout.url(".build/venv/bin").path
        let result = try checkout.run([
            "\(venv)/actionlint", "-oneline", "-no-color", "-shellcheck=\(venv)/shellcheck", "-pyflakes=",
            copy.path,
        ])
        #expect((result.status == 0) == finding.isEmpty, "\(result.output)")
        #expect(finding.isEmpty || result.output.contains(finding))
    }
}
