import CLIKit
import __NAME__Feature

/// `__command__-preview`: the scene's command and screen alone, handed nothing, as it takes no port.
@main
enum __NAME__Preview {
    static func main() async {
        await ScenePreview("__command__-preview", scenes: __NAME__Entry.make()) { () }.runProcess()
    }
}
