import Presentation

/// The values that cross each boundary of the __NAME__ scene's "show items" cycle.
public enum Show__NAME__ {
    /// The items as the user typed them.
    public struct Request: Equatable, Sendable {
        public let items: [String]

        public init(items: [String]) {
            self.items = items
        }
    }

    /// The items kept, or the position of the first blank one.
    public struct Response: Equatable, Sendable {
        public let result: Result<[String], __NAME__Failure>

        public init(result: Result<[String], __NAME__Failure>) {
            self.result = result
        }
    }

    /// Display-ready text.
    public struct ViewModel: Equatable, Sendable, Encodable {
        public let outcome: Outcome
        public let summary: String?
        public let error: String?
    }
}

/// Why the items could not be kept.
public enum __NAME__Failure: Error, Equatable, Sendable {
    /// The item at this position (from 1) is blank.
    case blankItem(position: Int)
}
