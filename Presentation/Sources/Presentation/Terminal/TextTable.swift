/// Rows of cells laid out in columns, each as wide as its widest cell: every list a screen, the
/// shell's `help` or `app --help` prints goes through it, so columns line up the same way everywhere.
///
/// The last column is never padded, so no line ends in spaces. Widths count characters, as a
/// terminal with a fixed-width font shows them.
public struct TextTable: Equatable, Sendable {
    /// Which side of its column a cell keeps to.
    public enum Alignment: Equatable, Sendable {
        case leading
        case trailing
    }

    /// What every line starts with.
    public var indent: String
    /// The spaces between two columns.
    public var gap: Int
    /// Each column's alignment, from the first; a column past the end keeps to the leading side.
    public var alignments: [Alignment]
    /// Whether each row starts with its number from 1 (`1.`, right-aligned), one space before the cells.
    public var isNumbered: Bool

    /// A table with these settings.
    public init(indent: String = "", gap: Int = 2, alignments: [Alignment] = [], isNumbered: Bool = false) {
        self.indent = indent
        self.gap = gap
        self.alignments = alignments
        self.isNumbered = isNumbered
    }

    /// The lines for `rows`; rows may have different numbers of cells.
    public func lines(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        let numberWidth = "\(rows.count).".count
        return rows.enumerated().map { index, row in
            var line = indent
            if isNumbered { line += Self.padded("\(index + 1).", to: numberWidth, .trailing) + " " }
            for (column, cell) in row.enumerated() {
                let isLast = column == row.count - 1
                let alignment = column < alignments.count ? alignments[column] : .leading
                line +=
                    isLast && alignment == .leading ? cell : Self.padded(cell, to: widths[column], alignment)
                if !isLast { line += String(repeating: " ", count: gap) }
            }
            return line
        }
    }

    private static func padded(_ cell: String, to width: Int, _ alignment: Alignment) -> String {
        let spaces = String(repeating: " ", count: max(0, width - cell.count))
        return alignment == .leading ? cell + spaces : spaces + cell
    }
}
