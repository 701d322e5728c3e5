import CLIKit
import __NAME__DomainTestSupport
import __NAME__Feature

/// The scene alone over a fake store, empty as a new database is: `__command__-preview`.
@main
enum __NAME__Preview {
    static func main() async {
        await ScenePreview("__command__-preview", feature: __NAME__Entry.self) { _, _ in __NAME__Ports(store: Fake__NAME__Store()) }.runProcess()
    }
}
