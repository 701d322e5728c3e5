import AppCore
import Composition

/// Hands the command line to the application the composition root builds, which ends the process with its code.
@main
enum Entrypoint {
    @MainActor
    static func main() async {
        await Application.live().exit(running: Array(CommandLine.arguments.dropFirst()))
    }
}
