import Foundation
import Testing

@testable import Presentation

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

    @Test("a standard stream writes its codeset's bytes, ? for a character the codeset lacks")
    func codesets() {
        let text = "Grüße, 5 € · Ž 😀"
        #expect(StandardStream.bytes(text, in: .utf8) == Data(text.utf8))
        let latin1: [UInt8] = [
            0x47, 0x72, 0xFC, 0xDF, 0x65, 0x2C, 0x20, 0x35, 0x20, 0x3F, 0x20, 0xB7, 0x20, 0x3F, 0x20, 0x3F,
        ]
        #expect(StandardStream.bytes(text, in: .latin1) == Data(latin1))
        // ISO-8859-15 has the euro sign and Ž where ISO-8859-1 has ¤ and ´, which it lacks.
        let latin9: [UInt8] = [
            0x47, 0x72, 0xFC, 0xDF, 0x65, 0x2C, 0x20, 0x35, 0x20, 0xA4, 0x20, 0xB7, 0x20, 0xB4, 0x20, 0x3F,
        ]
        #expect(StandardStream.bytes(text, in: .latin9) == Data(latin9))
        #expect(StandardStream.bytes("¤´", in: .latin9) == Data("??".utf8))
        #expect(StandardStream.bytes(text, in: .ascii) == Data("Gr??e, 5 ? ? ? ?".utf8))
    }
}
