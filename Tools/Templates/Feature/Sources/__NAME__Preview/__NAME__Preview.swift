import CLIKit
import __NAME__Feature

/// The scene alone, handed nothing, as it takes no port: `__command__-preview`.
@main
enum __NAME__Preview {
    static func main() async {
        await ScenePreview("__command__-preview", scenes: __NAME__Entry.make()) { () }.runProcess()
    }
}
