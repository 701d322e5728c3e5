import Foundation
import Testing

/// ARCHITECTURE's table of routes between features names exactly the events out the features declare:
/// a new route, or one taken away, fails here until the doc says so.
@Suite("The routes' table")
struct RouteDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `<Feature>Ports.<event>` for each property of a feature's ports documented as its event out.
    static func declaredEvents() throws -> Set<String> {
        let features = root.appendingPathComponent("Features")
        var events: Set<String> = []
        for feature in try FileManager.default.contentsOfDirectory(atPath: features.path) {
            let ports = features.appendingPathComponent(
                "\(feature)/Sources/\(feature)Feature/\(feature)Ports.swift")
            guard let source = try? String(contentsOf: ports, encoding: .utf8) else { continue }
            for match in source.matches(
                of: /\/\/\/ The event out[^\n]*\n(?:\s*\/\/\/[^\n]*\n)*\s*public let (\w+):/)
            {
                events.insert("\(feature)Ports.\(match.1)")
            }
        }
        return events
    }

    /// The first column of each row of the table under "## Routes between features".
    static func documentedEvents() throws -> Set<String> {
        let doc = try String(
            contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let section = doc.components(separatedBy: "## Routes between features").dropFirst().first ?? ""
        let routes = section.components(separatedBy: "\n## ").first ?? ""
        return Set(routes.matches(of: /\n\| `(\w+\.\w+)` \|/).map { String($0.1) })
    }

    @Test("every event out is a row of ARCHITECTURE's routes, and every row an event out")
    func tableMatchesCode() throws {
        let declared = try Self.declaredEvents()
        #expect(declared.contains("DueLoansPorts.planReading"))
        #expect(declared.contains("UserListPorts.showLoans"))
        #expect(try Self.documentedEvents() == declared)
    }
}
