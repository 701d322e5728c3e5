import CLIKit
import __NAME__DomainTestSupport
import __NAME__Feature

/// `__command__-preview`: the scene's commands and screen over an in-memory store, empty as a fresh database is.
@main
enum __NAME__Preview {
    static func main() async {
        await ScenePreview("__command__-preview", scenes: __NAME__Entry.make(store: { $0 })) {
            Fake__NAME__Store()
        }.runProcess()
    }
}
