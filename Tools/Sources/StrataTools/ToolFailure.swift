/// A tool's failure: the message it prints, and the status it exits with (1 a finding, 2 cannot run).
public struct ToolFailure: Error, CustomStringConvertible, Sendable {
    public let description: String
    public let status: Int32

    public init(_ description: String, status: Int32 = 1) {
        self.description = description
        self.status = status
    }
}
