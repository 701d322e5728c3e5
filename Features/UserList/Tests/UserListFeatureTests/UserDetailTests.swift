import Domain
import DomainTestSupport
import Presentation
import Testing
import UsersDomain
import UsersDomainTestSupport

@testable import UserListFeature

@MainActor
@Suite("UserDetail scene")
struct UserDetailTests {
    let repository = FakeUserRepository.numbered(3)
    let output = BufferedOutput()
    let errors = BufferedOutput()

    func scene(_ id: Int) -> UserDetailTerminalView {
        UserDetailConfigurator.makeScene(
            userID: User.ID(rawValue: id),
            ports: UserListPorts(repository: repository, open: ScreenOpener { _ in }),
            terminal: TerminalRenderer(format: .text, output: output, errorOutput: errors),
            navigator: NavigationStack())
    }

    @Test("shows one user")
    func show() async {
        let view = scene(2)
        await view.load()
        #expect(view.userModel?.name == "First2 Last2")
        #expect(output.lines == ["First2 Last2", "  email: user2@example.com", "  id:    2"])
    }

    @Test("an unknown id is 'not found', which is invalid input")
    func notFound() async {
        let view = scene(99)
        await view.load()
        #expect(view.userModel?.outcome == .invalidInput)
        #expect(errors.lines == ["There is no user with id 99."])
    }

    @Test("valid edits are saved through the worker")
    func saves() async {
        let view = scene(3)
        await view.save(firstName: "Grace", email: "grace@navy.mil")
        #expect(view.saveModel?.outcome == .success)
        #expect(view.saveModel?.message == "Saved Grace Last3 <grace@navy.mil>.")
        #expect(await repository.updates.map(\.email) == ["grace@navy.mil"])
    }

    @Test("invalid edits say every broken rule and are not sent")
    func invalidNotSent() async {
        let view = scene(3)
        await view.save(firstName: " ", email: "not-an-email")
        #expect(view.saveModel?.outcome == .invalidInput)
        #expect(
            view.saveModel?.errors == [
                "Enter a first name of 1 to 100 characters.",
                "Enter an email address such as name@example.com.",
            ])
        #expect(await repository.updates.isEmpty)
    }

    @Test("saving a user that does not exist is 'not found'")
    func saveNotFound() async {
        let view = scene(42)
        await view.save(email: "a@b.co")
        #expect(view.saveModel?.outcome == .invalidInput)
        #expect(view.saveModel?.errors == ["There is no user with id 42."])
    }

    @Test("a second save while one is pending is rejected, and the first completes")
    func secondSaveRejected() async throws {
        let view = scene(2)
        await view.load()
        await repository.holdUpdates()
        let first = Task { await view.save(firstName: "Ada") }
        try await Deadline.until("a held update", on: repository.changes) {
            await repository.parkedUpdates > 0
        }
        try await Deadline.finishes("the second save") { await view.save(firstName: "Grace") }
        #expect(view.saveModel?.outcome == .conflict)
        #expect(view.saveModel?.errors == ["A save is already in progress; this one was not sent."])
        await repository.releaseUpdates()
        _ = await first.value
        #expect(view.saveModel?.message == "Saved Ada Last2 <user2@example.com>.")
        #expect(await repository.updates.map(\.firstName) == ["Ada"])
    }

    @Test("after stop, a save or load still in flight draws nothing")
    func stopDropsResponses() async throws {
        let view = scene(2)
        await view.load()
        let shown = output.lines
        await repository.holdUpdates()
        let pending = Task { await view.save(firstName: "Ada") }
        try await Deadline.until("a held update", on: repository.changes) {
            await repository.parkedUpdates > 0
        }
        view.stop()
        await repository.releaseUpdates()
        _ = await pending.value
        await view.load()
        #expect(view.saveModel == nil)
        #expect(output.lines == shown)
        #expect(errors.lines.isEmpty)
    }

    @Test("a save cancelled while on its way says it was cancelled")
    func cancelledSave() async throws {
        let view = scene(2)
        await view.load()
        await repository.holdUpdates()
        let pending = Task { await view.save(firstName: "Ada") }
        try await Deadline.until("a held update", on: repository.changes) {
            await repository.parkedUpdates > 0
        }
        pending.cancel()
        await repository.releaseUpdates()
        _ = await pending.value
        #expect(view.saveModel?.errors.first?.hasPrefix("The save was cancelled") == true)
    }

    @Test("an unavailable store or service is told apart from invalid input")
    func unavailable() async {
        let view = scene(1)
        await view.load()
        await repository.failNextUpdate(with: .service(.unavailable(reason: .answered(status: 503))))
        await view.save(lastName: "Hopper")
        #expect(view.saveModel?.outcome == .unavailable)
        #expect(view.saveModel?.errors.first?.contains("the server answered 503") == true)
    }
}
