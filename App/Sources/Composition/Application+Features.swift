import AppCore
import CLIKit

extension Application {
    /// The whole command table of the app with its registered features, from which parsing, `--help`,
    /// completion and the end-to-end tests' rows derive.
    public nonisolated static let root = commandTable(RegisteredFeatures.app.scenes)

    /// The app with its registered features, in the given process context.
    public init(context: ProcessContext) {
        self.init(context: context, features: RegisteredFeatures.app)
    }

    /// The app as the process runs it: real environment, real standard streams.
    public static func live() -> Application {
        Application(context: .live)
    }
}
