import Presentation
import Testing

@Suite("TextOutput")
struct TextOutputTests {
    @Test("a buffered output keeps lines in order and renders them newline-terminated")
    func bufferedKeepsOrder() {
        let output = BufferedOutput()
        output.writeLine("first")
        output.writeLine("")
        output.writeLine("third")
        #expect(output.lines == ["first", "", "third"])
        #expect(output.text == "first\n\nthird\n")
    }

    @Test("concurrent writers lose no line")
    func concurrentWriters() async {
        let output = BufferedOutput()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { output.writeLine("line \(index)") }
            }
        }
        #expect(Set(output.lines) == Set((0..<200).map { "line \($0)" }))
    }
}
