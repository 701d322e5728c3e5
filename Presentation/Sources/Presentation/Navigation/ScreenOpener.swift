/// How a scene asks for another feature's screen without importing it: by the name the shell's home screen
/// gives that screen (`loans`).
///
/// The app's root hands every feature that routes one in its ports: it opens the named screen above the
/// asking one, on the navigator that scene was given, so `back` returns to it. A preview hands one that opens
/// a stand-in. A route that carries a payload the other side needs is a typed event in the ports instead.
public struct ScreenOpener: Sendable {
    private let open: @MainActor @Sendable (String) async -> Void

    public init(_ open: @escaping @MainActor @Sendable (String) async -> Void) {
        self.open = open
    }

    /// Opens the screen named `screen` above the scene that asks.
    @MainActor
    public func callAsFunction(_ screen: String) async {
        await open(screen)
    }
}
