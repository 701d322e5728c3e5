import Presentation

/// One loan as a row: what the view shows, nothing it must compute.
struct DueRow: Equatable, Sendable, Encodable {
    let id: Int
    let title: String
    let subtitle: String
}

/// A titled group of rows, with the words to show when it is empty.
struct DueSection: Equatable, Sendable, Encodable {
    let heading: String
    let rows: [DueRow]
    let emptyMessage: String?
}

/// A complete frame for the full screen: every section, and any message about the whole screen.
struct DueFrame: Equatable, Sendable, Encodable {
    let outcome: Outcome
    let sections: [DueSection]
    /// A message about the whole screen, such as a failure or a refused selection.
    let message: String?
    let detail: String?

    static let empty = DueFrame(outcome: .success, sections: [], message: nil, detail: nil)
}

/// The compact widget: one line.
struct DueWidgetModel: Equatable, Sendable, Encodable {
    let outcome: Outcome
    let line: String
}
