/// `strata imports`: the rule's import check, first in every build (SwiftPM's is native's, SwiftPM #9620).
enum Imports {
    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let packages = try arguments.values("--package")
        try arguments.finish()
        // One package's build reads only its closure: a module from outside it is not in that build at all.
        let only = packages.isEmpty ? nil : packages
        let report = try Boundaries.check(repository, modules: nil, onlyFrom: only, closureOnly: only != nil)
        guard !report.holds else { return 0 }
        for problem in report.problems { printError("error: \(problem)") }
        printError(
            "imports: \(report.problems.count) break(s) of the dependency rule, so nothing was built "
                + "(architecture.json; `make boundaries` checks every pair)")
        return 1
    }
}
