import Presentation

/// One loan as a row: what the view shows, nothing it must compute.
public struct DueRow: Equatable, Sendable, Encodable {
    public let id: Int
    public let title: String
    public let subtitle: String
}

/// A titled group of rows, with the words to show when it is empty.
public struct DueSection: Equatable, Sendable, Encodable {
    public let heading: String
    public let rows: [DueRow]
    public let emptyMessage: String?
}

/// A complete frame for the full screen (seed 002's `DueFrame`, grown an overdue section).
public struct DueFrame: Equatable, Sendable, Encodable {
    public let outcome: Outcome
    public let sections: [DueSection]
    /// A message about the whole screen, such as a failure or a refused selection.
    public let message: String?
    public let detail: String?

    public static let empty = DueFrame(outcome: .success, sections: [], message: nil, detail: nil)
}

/// The compact widget: one line.
public struct DueWidgetModel: Equatable, Sendable, Encodable {
    public let outcome: Outcome
    public let line: String
}
