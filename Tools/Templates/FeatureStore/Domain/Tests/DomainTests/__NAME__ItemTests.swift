import Testing
import __NAME__Domain

@Suite("__NAME__Item rule")
struct __NAME__ItemTests {
    @Test("the text is trimmed", arguments: [("tea", "tea"), ("  tea\n", "tea"), ("green tea", "green tea")])
    func trimmed(text: String, expected: String) throws {
        #expect(try __NAME__Item(text).text == expected)
    }

    @Test("1 to 200 characters, counted as people count them")
    func length() throws {
        #expect(try __NAME__Item("x").text == "x")
        #expect(try __NAME__Item(String(repeating: "x", count: 200)).text.count == 200)
        // 200 characters of two scalars each: still 200 characters.
        #expect(try __NAME__Item(String(repeating: "e\u{301}", count: 200)).text.count == 200)
        #expect(throws: __NAME__ItemError.tooLong(length: 201)) { try __NAME__Item(String(repeating: "x", count: 201)) }
    }

    @Test("blank text is refused", arguments: ["", " ", "\t\n", "\u{3000}"])
    func blank(text: String) {
        #expect(throws: __NAME__ItemError.blank) { try __NAME__Item(text) }
    }

    @Test("control characters are refused", arguments: ["\u{1B}[2J", "a\u{07}", "a\tb", "a\nb", "a\u{0}b"])
    func controlCharacters(text: String) {
        #expect(throws: __NAME__ItemError.controlCharacters) { try __NAME__Item(text) }
    }
}
