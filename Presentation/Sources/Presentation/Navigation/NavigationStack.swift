/// The stack of scenes the user walked through; routers push onto it and the user pops.
///
/// The stack owns its scenes; routers hold the stack weakly, so a popped scene is freed.
@MainActor
public final class NavigationStack {
    public private(set) var scenes: [any TerminalScene] = []

    public init() {}

    /// The scene the user sees.
    public var top: (any TerminalScene)? { scenes.last }

    /// The titles from the bottom to the top, for the prompt.
    public var path: [String] { scenes.map(\.title) }

    /// Shows `scene` above the current one and lets it start loading.
    public func push(_ scene: any TerminalScene) async {
        scenes.append(scene)
        await scene.appear()
    }

    /// Removes the top scene, stops it and returns it; the bottom scene is never popped.
    @discardableResult
    public func pop() -> (any TerminalScene)? {
        guard scenes.count > 1 else { return nil }
        let leaving = scenes.removeLast()
        leaving.stop()
        return leaving
    }

    /// Stops every scene, the top one first: the screens are closing.
    ///
    /// The stack keeps them, so
    /// whoever owns the stack decides when they are freed.
    public func stopAll() {
        for scene in scenes.reversed() { scene.stop() }
    }
}
