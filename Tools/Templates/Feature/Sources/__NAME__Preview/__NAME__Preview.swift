import CLIKit
import __NAME__Feature

/// The scene alone, handed ports that hold nothing: `__command__-preview`.
@main
enum __NAME__Preview {
    static func main() async {
        await ScenePreview("__command__-preview", feature: __NAME__Entry.self) { _, _ in __NAME__Ports() }.runProcess()
    }
}
