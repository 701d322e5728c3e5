import AppCore
import Composition

/// Hands the command line to the composition root and exits with the code it returns.
@main
enum Entrypoint {
    @MainActor
    static func main() async {
        await Application.live().exit(running: Array(CommandLine.arguments.dropFirst()))
    }
}
