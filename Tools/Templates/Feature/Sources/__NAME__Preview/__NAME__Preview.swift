import CLIKit
import __NAME__Feature

/// `__command__-preview`: the scene's command and its screen, alone.
///
/// The scene takes nothing from the app, so the preview hands it nothing.
@main
enum __NAME__Preview {
    static func main() async {
        await ScenePreview("__command__-preview", scenes: __NAME__Entry.make()) { () }.runProcess()
    }
}
