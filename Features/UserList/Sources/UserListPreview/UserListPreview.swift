import CLIKit
import Presentation
import UserListFeature
import UsersDomainTestSupport

/// `user-list-preview`: the user directory's commands and screens over an in-memory repository that
/// holds the users of a fresh database, in its pages; the loans screen it opens is a stand-in.
@main
enum UserListPreview {
    static func main() async {
        await ScenePreview("user-list-preview", feature: UserListEntry.self) { terminal, navigator in
            UserListPorts(
                repository: FakeUserRepository(users: DemoUsers.users, perPage: DemoUsers.perPage),
                open: .standIn(on: navigator, terminal: terminal))
        }.runProcess()
    }
}
