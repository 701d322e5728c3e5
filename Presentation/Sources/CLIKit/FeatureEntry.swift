import Presentation

/// What a feature package tells the app: the scenes it adds, each with its command and its shell screen.
///
/// A feature exports one entry, and the app lists them once, in `RegisteredFeatures`. `app --help`, the
/// completion scripts, the shell's home screen and the end-to-end tests all derive from that list, so a
/// new feature is one line in the app.
///
/// `Adapters` is the composition root's own type, which no feature sees: the app registers a feature with
/// a closure that turns it into the feature's ports, such as
/// `ReadingPlanEntry.make { try $0.readingPlanStore() }`.
public struct FeatureEntry<Adapters>: Sendable {
    public let scenes: [SceneEntry<Adapters>]

    public init(_ scenes: [SceneEntry<Adapters>]) {
        self.scenes = scenes
    }
}
