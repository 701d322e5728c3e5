/// A tool's failure: the message it prints, and the status it exits with (1 a finding, 2 cannot run).
public struct ToolFailure: Error, CustomStringConvertible, Sendable {
    public let description: String, status: Int32

    /// Whether the command was called wrongly, so that its usage is worth printing.
    public let isUsage: Bool

    public init(_ description: String, status: Int32 = 1, isUsage: Bool = false) {
        (self.description, self.status, self.isUsage) = (description, status, isUsage)
    }

    public static func usage(_ description: String) -> ToolFailure {
        ToolFailure(description, status: 2, isUsage: true)
    }
}
