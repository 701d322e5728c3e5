import Foundation
import PresentationTestSupport
import Testing

/// Runs the built `app` executable as a user would and checks stdout, stderr and the exit code.
@Suite("app binary")
struct AppBinaryTests {
    @Test("plan make prints the seed's summary and exits 0")
    func planMake() async throws {
        let result = try await AppProcess.run(["plan", "make", "--pages", "101", "--days", "10"])
        #expect(result.status == 0)
        #expect(result.stdout == "Read up to 11 pages per day.\n")
        #expect(result.stderr == "")
    }

    @Test(
        "invalid values exit 65 with the seed's message on stderr",
        arguments: [
            (["--pages", "many", "--days", "10"], "Enter 1 to 100000 pages."),
            (["--pages", "100", "--days", "0"], "Enter 1 to 365 days."),
            (["--pages", "0", "--days", "0"], "Enter 1 to 100000 pages."),
            (["--pages=", "--days=10"], "Enter 1 to 100000 pages."),
        ])
    func invalidInput(options: [String], message: String) async throws {
        let result = try await AppProcess.run(["plan", "make"] + options)
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == "app: " + message + "\n")
    }

    @Test(
        "usage errors exit 64 and point at help",
        arguments: [
            (
                ["plan", "make", "--pages", "1", "--days", "1", "--colour"],
                "unknown option '--colour' for 'app plan make'."
            ),
            (["plan", "make", "--pages"], "option '--pages' needs a value <pages>."),
            (
                ["plan", "make", "--pages", "1", "--pages", "2", "--days", "1"],
                "option '--pages' was given more than once."
            ),
            (
                ["plan", "make", "--days", "1"],
                "missing required option '--pages <pages>' for 'app plan make'."
            ),
            (["plan", "bake"], "unknown command 'bake' for 'app plan'."),
            (["nope"], "unknown command 'nope' for 'app'."),
            ([], "'app' needs a subcommand."),
        ])
    func usageErrors(arguments: [String], message: String) async throws {
        let result = try await AppProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("app: \(message)\n"))
        #expect(result.stderr.contains("--help' for usage."))
    }

    @Test("--help at every level exits 0 and lists what that level accepts")
    func help() async throws {
        let root = try await AppProcess.run(["--help"])
        #expect(root.status == 0)
        #expect(root.stdout.contains("USAGE: app <subcommand>"))
        #expect(root.stdout.contains("plan"))
        #expect(root.stdout.contains("64"))
        let group = try await AppProcess.run(["plan", "-h"])
        #expect(group.status == 0)
        #expect(group.stdout.contains("make"))
        let leaf = try await AppProcess.run(["plan", "make", "--help"])
        #expect(leaf.status == 0)
        #expect(leaf.stdout.contains("USAGE: app plan make --pages <pages> --days <days> [--json]"))
        #expect(leaf.stderr == "")
    }

    @Test("--version prints the name and version")
    func version() async throws {
        let result = try await AppProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("app "))
    }

    @Test("--json prints the view model for scripts, on success and on invalid input")
    func json() async throws {
        let success = try await AppProcess.run(["plan", "make", "--pages", "101", "--days", "10", "--json"])
        #expect(success.status == 0)
        #expect(success.stdout == #"{"summary":"Read up to 11 pages per day."}"# + "\n")
        let failure = try await AppProcess.run(["plan", "make", "--json", "--pages", "x", "--days", "10"])
        #expect(failure.status == 65)
        #expect(failure.stdout == #"{"error":"Enter 1 to 100000 pages."}"# + "\n")
        #expect(failure.stderr == "")
    }
}
