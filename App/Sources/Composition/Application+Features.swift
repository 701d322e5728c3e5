public import AppCore

extension Application {
    /// The app with its registered features, in the given process context.
    public init(context: ProcessContext) {
        self.init(context: context, features: RegisteredFeatures.self)
    }

    /// The app as the process runs it: real environment, real standard streams.
    public static func live() -> Application {
        Application(context: .live)
    }
}
