import Presentation
import Testing

@Suite("TextTable")
struct TextTableTests {
    @Test("each column is as wide as its widest cell; the last column is not padded")
    func columns() {
        let lines = TextTable(indent: "  ").lines([["a", "first", "x"], ["bbb", "2", "yy"]])
        #expect(lines == ["  a    first  x", "  bbb  2      yy"])
    }

    @Test("trailing alignment pads on the left, and a wider gap separates the columns")
    func alignmentAndGap() {
        let lines = TextTable(gap: 3, alignments: [.trailing]).lines([["7", "seven"], ["120", "many"]])
        #expect(lines == ["  7   seven", "120   many"])
    }

    @Test("numbered rows count from 1, right-aligned to the widest number")
    func numbered() {
        let rows = (1...10).map { ["row \($0)", "x"] }
        let lines = TextTable(isNumbered: true).lines(rows)
        #expect(lines.first == " 1. row 1   x")
        #expect(lines.last == "10. row 10  x")
    }

    @Test("widths count characters, and short rows leave their missing cells out")
    func charactersAndShortRows() {
        let lines = TextTable().lines([["Zoë", "é"], ["tea"]])
        #expect(lines == ["Zoë  é", "tea"])
    }

    @Test("no rows, no lines")
    func empty() {
        #expect(TextTable(isNumbered: true).lines([]).isEmpty)
    }
}
