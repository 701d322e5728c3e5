/// `strata test-waits` (part of `make lint`): a test waits on an event, never on a delay it hopes is long enough.
///
/// A test that acts while a request is in flight holds the server's reply (DataTestSupport's `ReplyGate`) and
/// releases it after the event. A server delay (`delay(by:)`, `.delayed(seconds:)`) stays only in a test about a
/// timeout, which says so with the word "timeout" in a comment on its line or the three above.
public enum TestWaits {
    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        try arguments.finish()
        let found = try findings(repository)
        print(
            found.isEmpty
                ? "ok: every server delay in the tests is a timeout test's, and says so"
                : (found + [
                    "test-waits: \(found.count) test(s) wait on a delay: hold the reply (ReplyGate) and release it "
                        + "after the event, or, in a test about a timeout, say so in a comment above"
                ]).joined(separator: "\n"))
        return found.isEmpty ? 0 : 1
    }

    /// `file:line: ...` for each delay without its timeout comment, in `Tests/` and every package's `Tests/`.
    public static func findings(_ repository: Repository) throws(ToolFailure) -> [String] {
        let packages = try Policy(repository).packageFolders(in: repository).map { "\($0.folder)/Tests" }
        var found: [String] = []
        for file in (["Tests", "Fuzz/Tests"] + packages).flatMap({
            repository.files(under: $0, endingIn: ".swift")
        }) {
            let lines = try repository.read(file).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated()
            where line.contains("delay(by:") || line.contains(".delayed(seconds:") {
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
