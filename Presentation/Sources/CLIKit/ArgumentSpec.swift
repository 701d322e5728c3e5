/// One positional argument of a command, such as an id.
public struct ArgumentSpec: Sendable, Equatable {
    public let name: String
    public let help: String

    public init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }
}
