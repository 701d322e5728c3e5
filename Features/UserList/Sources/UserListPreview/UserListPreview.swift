import CLIKit
import UserListFeature
import UsersDomain
import UsersDomainTestSupport

/// `user-list-preview`: the user directory's commands and screens over an in-memory repository that
/// holds the users of a fresh database, in its pages.
@main
enum UserListPreview {
    static func main() async {
        await ScenePreview("user-list-preview", scenes: UserListEntry.make(repository: { $0 })) {
            FakeUserRepository(users: DemoUsers.users, perPage: DemoUsers.perPage)
        }.runProcess()
    }
}
