import AppCore
import CLIKit
import Composition
import Foundation

/// Hands the command line to the composition root and exits with the code it returns.
@main
enum Entrypoint {
    @MainActor
    static func main() async {
        let code = await Application.live().run(Array(CommandLine.arguments.dropFirst()))
        exit(code.rawValue)
    }
}
