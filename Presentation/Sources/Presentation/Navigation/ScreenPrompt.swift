/// A question a screen asks after a command: the shell prints it and hands the next line to `answer`
/// (`cancel` drops it).
@MainActor
public struct ScreenPrompt {
    public let question: String
    public let answer: @MainActor (String) async -> Void

    public init(_ question: String, answer: @escaping @MainActor (String) async -> Void) {
        self.question = question
        self.answer = answer
    }
}
