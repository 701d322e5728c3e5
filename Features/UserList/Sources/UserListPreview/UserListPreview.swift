import CLIKit
import Foundation
import UserListFeature
import UsersDomain
import UsersDomainTestSupport

/// `user-list-preview`: the user directory's commands and screens over an in-memory repository that
/// holds the users of a fresh database, in its pages.
@main
enum UserListPreview {
    static func main() async {
        let preview = ScenePreview("user-list-preview", scenes: UserListEntry.make(repository: { $0 })) {
            FakeUserRepository(users: DemoUsers.users, perPage: DemoUsers.perPage)
        }
        let code = await preview.run(
            Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            input: StandardInput())
        exit(code.rawValue)
    }
}
