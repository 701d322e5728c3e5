public import AppCore
import CLIKit
import Foundation
import Presentation

extension Application {
    /// The app with its registered features, in the given process context.
    public init(context: ProcessContext) {
        self.init(context: context, features: RegisteredFeatures.self)
    }

    /// The app as the process runs it: real environment, real standard streams.
    ///
    /// A copy without its resource folders ends here, exit 72, rather than in a trap the first time a screen
    /// reads its words: SwiftPM's `Bundle.module` looks beside the executable, then in the build folder, else
    /// traps. Native SwiftPM names a folder `<Package>_<Target>.resources`, Swift Build `.bundle`.
    public static func live() -> Application {
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: Bundle.main.bundlePath)) ?? []
        let missing = RegisteredFeatures.targetsWithWords.filter { target in
            !beside.contains { $0.hasSuffix("_\(target).resources") || $0.hasSuffix("_\(target).bundle") }
        }
        if !missing.isEmpty {
            // Not in the app's words: those are what is missing. English, as a crash report would be.
            StandardStream.error.writeLine(
                "\(name): the resource folders of \(missing.joined(separator: ", ")) are missing beside "
                    + "\(Bundle.main.bundlePath) (<Package>_<Target>.resources, or .bundle from Swift Build). "
                    + "Copy every one of the build's resource folders with the executable (docs/CLI.md, Installing)."
            )
            Foundation.exit(ExitCode.missingFile.rawValue)
        }
        return Application(context: .live)
    }
}
