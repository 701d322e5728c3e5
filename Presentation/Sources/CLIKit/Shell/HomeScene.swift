import Presentation

/// The shell's first screen: the scenes there are, by number and name.
@MainActor
final class HomeScene: TerminalScene {
    let title = "strata"
    /// The home screen lists the scenes; no command line exits with it.
    let outcome: Outcome? = .success
    let screens: [ShellScreen]
    private let output: any TextOutput
    private let style: TerminalStyle
    private let words: Words

    init(screens: [ShellScreen], output: any TextOutput, style: TerminalStyle, words: Words) {
        self.screens = screens
        self.words = words
        self.output = output
        self.style = style
    }

    /// A number or a name opens a scene; the shell handles that word itself.
    var commands: [ScreenCommand] { [] }

    func appear() async { show() }

    /// Nothing is ever in flight here.
    func stop() {}

    func show() {
        output.writeLine(style.bold(words("home.heading")))
        let table = TextTable(indent: "  ", isNumbered: true)
        for line in table.lines(screens.map { [$0.name, $0.summary] }) { output.writeLine(line) }
        output.writeLine(style.dim(words("home.hint")))
    }

    /// The screen a typed word names: its number or its name.
    ///
    /// The number is compared, never shifted: `-9223372036854775808 - 1` would trap.
    func screen(for word: String) -> ShellScreen? {
        if let number = Int(word) {
            return number >= 1 && number <= screens.count ? screens[number - 1] : nil
        }
        return screens.first { $0.name == word.lowercased() }
    }

    /// Why `word` opens no screen, when it reads as a number: the numbers there are.
    ///
    /// Nil for any other word, which is an unknown command like anywhere else.
    func refusal(for word: String) -> String? {
        guard Invocation.isInteger(word) else { return nil }
        return words("home.noScreen", ["word": TerminalText.quoted(word), "count": screens.count])
    }

    /// Why a screen's number or name followed by more words opens nothing: the words would be dropped unread.
    func refusal(for word: String, before extra: [String]) -> String {
        words(
            "home.wordsAfter",
            [
                "line": TerminalText.quoted(([word] + extra).joined(separator: " ")),
                "word": TerminalText.quoted(word),
            ])
    }
}
