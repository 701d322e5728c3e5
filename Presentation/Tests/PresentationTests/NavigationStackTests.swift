import Presentation
import Testing

@MainActor
@Suite("NavigationStack")
struct NavigationStackTests {
    final class Scene: TerminalScene {
        let title: String
        private(set) var appearances = 0
        init(_ title: String) { self.title = title }
        func appear() async { appearances += 1 }
    }

    @Test("push shows the scene and lets it appear; pop frees it")
    func pushAndPop() async {
        let stack = NavigationStack()
        await stack.push(Scene("home"))
        weak var pushed: Scene?
        do {
            let detail = Scene("7")
            pushed = detail
            await stack.push(detail)
            #expect(detail.appearances == 1)
        }
        #expect(stack.path == ["home", "7"])
        #expect(pushed != nil)
        stack.pop()
        #expect(stack.path == ["home"])
        #expect(pushed == nil)
    }

    @Test("the bottom scene is never popped")
    func bottomStays() async {
        let stack = NavigationStack()
        await stack.push(Scene("home"))
        #expect(stack.pop() == nil)
        #expect(stack.path == ["home"])
    }
}
