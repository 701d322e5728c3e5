import Presentation
import Testing

@Suite("CountWording")
struct CountWordingTests {
    @Test(
        "singular for one, plural otherwise",
        arguments: [(0, "0 pages"), (1, "1 page"), (2, "2 pages"), (-1, "-1 pages")])
    func counted(count: Int, text: String) {
        #expect(CountWording.counted(count, "page") == text)
    }

    @Test("an irregular plural is given")
    func irregular() {
        #expect(CountWording.counted(1, "entry", plural: "entries") == "1 entry")
        #expect(CountWording.counted(3, "entry", plural: "entries") == "3 entries")
    }
}
