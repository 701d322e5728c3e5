import Presentation

/// What a feature package tells the app: the scenes it adds, each with its command and its shell screen.
///
/// A feature exports one entry, and the app lists them once, in its `RegisteredFeatures`. `app --help`, the
/// completion scripts, the shell's home screen and the end-to-end tests all derive from that list, so a
/// new feature is one line in the app.
///
/// The app makes the entry with the feature's ports, as adapters that open nothing until first used, such
/// as `ReadingPlanEntry.make(store: root.readingPlanStore)`.
public struct FeatureEntry: Sendable {
    public let scenes: [SceneEntry]

    public init(_ scenes: [SceneEntry]) {
        self.scenes = scenes
    }
}
