import Foundation
import Testing

/// ARCHITECTURE's table of routes between features names exactly the events out the features declare:
/// a new route, or one taken away, fails here until the doc says so.
@Suite("The routes' table")
struct RouteDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `<Feature>Ports.<event>` for each property of a feature's ports documented as its event out, with
    /// its type as declared.
    static func declaredEvents() throws -> [String: String] {
        let features = root.appendingPathComponent("Features")
        var events: [String: String] = [:]
        for feature in try FileManager.default.contentsOfDirectory(atPath: features.path) {
            let ports = features.appendingPathComponent(
                "\(feature)/Sources/\(feature)Feature/\(feature)Ports.swift")
            guard let source = try? String(contentsOf: ports, encoding: .utf8) else { continue }
            for match in source.matches(
                of: /\/\/\/ The event out[^\n]*\n(?:\s*\/\/\/[^\n]*\n)*\s*public let (\w+):([^\n]*)/)
            {
                events["\(feature)Ports.\(match.1)"] = String(match.2)
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
        #expect(declared["DueLoansPorts.planReading"] != nil)
        #expect(declared["UserListPorts.showLoans"] != nil)
        #expect(try Self.documentedEvents() == Set(declared.keys))
    }

    @Test("an event out carries only what the other side needs: no renderer, no navigator, no other feature")
    func eventsCarryOnlyTheirPayload() throws {
        let features = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Features").path)
        for (event, type) in try Self.declaredEvents() {
            let named = ["TerminalRenderer", "NavigationStack"] + features.map { "\($0)Feature" }
            #expect(!named.contains { type.contains($0) }, "\(event):\(type)")
        }
    }
}
