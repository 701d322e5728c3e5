import Presentation

/// The shell's first screen: the scenes there are, by number and name.
@MainActor
final class HomeScene: TerminalScene {
    struct Entry {
        let name: String
        let summary: String
    }

    static let entries = [
        Entry(name: "plan", summary: "Reading plan: pages per day to finish in time (Clean Swift VIP)"),
        Entry(
            name: "users", summary: "User directory: pages, details, edits (VIP with router and data store)"),
        Entry(name: "loans", summary: "Loans: overdue and due soon, with a detail (VIPER)"),
        Entry(name: "orders", summary: "Orders: list, place, retry (Clean Architecture, view model)"),
        Entry(name: "inventory", summary: "Stock of every product"),
    ]

    let title = "strata"
    private let output: any TextOutput
    private let style: TerminalStyle

    init(output: any TextOutput, style: TerminalStyle) {
        self.output = output
        self.style = style
    }

    func appear() async { show() }

    /// Nothing is ever in flight here.
    func stop() {}

    func show() {
        output.writeLine(style.bold("Scenes"))
        let width = Self.entries.map(\.name.count).max() ?? 0
        for (index, entry) in Self.entries.enumerated() {
            output.writeLine(
                "  \(index + 1). \(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.summary)"
            )
        }
        output.writeLine(
            style.dim("Type a number or a name; help lists what each screen accepts; quit leaves."))
    }

    /// The entry a typed word names: its number or its name.
    static func entry(for word: String) -> Entry? {
        if let number = Int(word), entries.indices.contains(number - 1) { return entries[number - 1] }
        return entries.first { $0.name == word.lowercased() }
    }
}
