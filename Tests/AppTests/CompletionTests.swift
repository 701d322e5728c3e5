import Foundation
import PresentationTestSupport
import Testing

/// Completion scripts are generated from the command table; bash itself checks them here.
@Suite("app completion")
struct CompletionTests {
    /// Runs bash with the generated script loaded, completing `words` at the last position.
    ///
    /// The script is loaded with eval: macOS's /bin/bash is bash 3.2, whose `source` reads nothing from
    /// a process substitution.
    func complete(_ words: [String]) async throws -> [String] {
        let app = try AppProcess.executable.path
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            eval "$("\(app)" completion bash)"
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _app
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try await AppProcess.run(["-c", script], executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("app us<TAB> completes to app users")
    func topLevel() async throws {
        #expect(try await complete(["app", "us"]) == ["users"])
    }

    @Test("subcommands and options complete at every level")
    func deeper() async throws {
        #expect(try await complete(["app", "plan", "s"]) == ["save", "show"])
        #expect(try await complete(["app", "plan", "make", "--p"]) == ["--pages"])
        #expect(try await complete(["app", "users", "show", "3", "--j"]) == ["--json"])
        #expect(try await complete(["app", "loans", "--w"]) == ["--widget"])
    }

    @Test("every top-level command of --help is offered")
    func matchesHelp() async throws {
        let offered = Set(try await complete(["app", ""]))
        let help = try await AppProcess.run(["--help"]).stdout
        let section =
            help.components(separatedBy: "SUBCOMMANDS:\n").last?.components(separatedBy: "\n\n").first ?? ""
        let commands = section.split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        #expect(!commands.isEmpty)
        for command in commands { #expect(offered.contains(command), "\(command) is not completed") }
    }

    @Test("zsh gets the same completion through bashcompinit")
    func zsh() async throws {
        let result = try await AppProcess.run(["completion", "zsh"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("bashcompinit"))
        #expect(result.stdout.contains("complete -F _app app"))
    }
}
