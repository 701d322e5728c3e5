/// `strata test-waits`: a test waits on an event, never on a delay it hopes is long enough (part of `make lint`).
///
/// A test that acts while a request is in flight holds the server's reply (DataTestSupport's `ReplyGate`) and
/// lets it go after the event it waited for. A server delay (`delay(by:)`, a `.delayed(seconds:)` reply) stays
/// only in a test about a timeout, and a comment on its line or in the three lines above says so with the word
/// "timeout". The repository's test folders are read: `Tests/` and every package's `Tests/` (not the tools' own).
public enum TestWaits {
    static let delays = ["delay(by:", ".delayed(seconds:"]

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        try arguments.finish()
        let found = try findings(repository)
        guard found.isEmpty else {
            print(
                (found + [
                    "test-waits: \(found.count) test(s) wait on a delay: hold the reply (ReplyGate) and release it "
                        + "after the event, or, in a test about a timeout, say so in a comment above"
                ]).joined(separator: "\n"))
            return 1
        }
        print("ok: every server delay in the tests is a timeout test's, and says so")
        return 0
    }

    /// `file:line: ...` for each delay without its timeout comment.
    public static func findings(_ repository: Repository) throws(ToolFailure) -> [String] {
        let packages = try Policy(repository).packageFolders(in: repository).map(\.folder)
        let folders = (["Tests", "Fuzz/Tests"] + packages.map { "\($0)/Tests" }).filter(repository.isFolder)
        var found: [String] = []
        for file in folders.flatMap({ repository.files(under: $0, endingIn: ".swift") }) {
            let lines = try repository.read(file).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where delays.contains(where: line.contains) {
                let said = lines[max(0, index - 3)...index].contains { text in
                    text.firstRange(of: "//").map { text[$0.lowerBound...].lowercased().contains("timeout") }
                        ?? false
                }
                if !said {
                    found.append("\(file):\(index + 1): a delay, and no comment says this is a timeout test")
                }
            }
        }
        return found
    }
}
