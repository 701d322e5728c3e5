import Presentation
import Testing

@MainActor
@Suite("NavigationStack")
struct NavigationStackTests {
    final class Scene: TerminalScene {
        let title: String
        let commands: [ScreenCommand] = []
        let outcome: Outcome? = nil
        private(set) var appearances = 0
        private(set) var stops = 0
        init(_ title: String) { self.title = title }
        func appear() async { appearances += 1 }
        func stop() { stops += 1 }
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

    @Test("a popped scene is stopped; stopAll stops every scene")
    func leavingStops() async {
        let stack = NavigationStack()
        let home = Scene("home")
        let list = Scene("users")
        let detail = Scene("2")
        await stack.push(home)
        await stack.push(list)
        await stack.push(detail)
        stack.pop()
        #expect(detail.stops == 1)
        #expect(list.stops == 0)
        stack.stopAll()
        #expect(list.stops == 1)
        #expect(home.stops == 1)
        #expect(detail.stops == 1)
    }

    @Test("the bottom scene is never popped")
    func bottomStays() async {
        let stack = NavigationStack()
        await stack.push(Scene("home"))
        #expect(stack.pop() == nil)
        #expect(stack.path == ["home"])
    }
}
