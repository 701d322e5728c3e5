import CLIKit
import Presentation
import UserListFeature
import UsersDomainTestSupport

/// `user-list-preview`: the user directory's commands and screens over an in-memory repository that
/// holds the users of a fresh database, in its pages; its one event out answered by a stand-in.
@main
enum UserListPreview {
    static func main() async {
        await ScenePreview("user-list-preview", feature: UserListEntry.self) { terminal, navigator in
            let words = Words.userList(terminal.language)
            return UserListPorts(
                repository: FakeUserRepository(users: DemoUsers.users, perPage: DemoUsers.perPage),
                showLoans: { [weak navigator] in
                    await navigator?.push(
                        StandInScene(
                            title: "loans", says: words("preview.loans"),
                            payload: ["screen": "loans"],
                            terminal: terminal))
                })
        }.runProcess()
    }
}
