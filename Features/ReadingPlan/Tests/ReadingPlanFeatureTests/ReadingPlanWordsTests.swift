import Presentation
import PresentationTestSupport
import Testing

@Suite("ReadingPlan's words")
struct ReadingPlanWordsTests {
    @Test("every key is in every language with the same {arguments}, and every key is used")
    func everyKey() {
        #expect(WordsAudit.problems(languages: Language.supported.map(\.code)) == [])
    }
}
