import Foundation

/// `strata imports`: the rule's import check, which the Makefile runs before every swift build.
///
/// SwiftPM's import check is native's (SwiftPM #9620), and a combined build has one search path: so this, first.
enum Imports {
    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let packages = try arguments.values("--package")
        try arguments.finish()
        // One package's build reads only its closure: a module from outside it is not in that build at all.
        let report = try Boundaries.check(
            repository, modules: nil, onlyFrom: packages.isEmpty ? nil : packages,
            closureOnly: !packages.isEmpty)
        guard !report.holds else { return 0 }
        let lines =
            report.problems.map { "error: \($0)" } + [
                "imports: \(report.problems.count) break(s) of the dependency rule, so nothing was built "
                    + "(architecture.json; `make boundaries` checks every pair)"
            ]
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        return 1
    }
}
