import CLIKit
import __NAME__Domain
import __NAME__DomainTestSupport
import __NAME__Feature

/// `__command__-preview`: the scene's commands and its screen over an in-memory store that starts as a fresh
/// database does, empty.
@main
enum __NAME__Preview {
    static func main() async {
        await ScenePreview("__command__-preview", scenes: __NAME__Entry.make(store: { $0 })) {
            Fake__NAME__Store()
        }.runProcess()
    }
}
