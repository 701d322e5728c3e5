import CLIKit
import Composition
import Foundation
import Testing

/// docs/ROUTES.md's table names exactly the routes the features declare: a new route, or one taken away,
/// fails here until the table says so.
@Suite("The routes' table")
struct RouteDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each feature's sources (not its previews'), by feature.
    static func featureSources() throws -> [String: [String]] {
        let features = root.appendingPathComponent("Features")
        var sources: [String: [String]] = [:]
        for feature in try FileManager.default.contentsOfDirectory(atPath: features.path) {
            let folder = features.appendingPathComponent("\(feature)/Sources/\(feature)Feature")
            let files =
                FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            sources[feature] = files.filter { $0.hasSuffix(".swift") }.compactMap {
                try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
            }
        }
        return sources
    }

    /// `<Feature>Ports.<event>` with its type, for each event out a ports type documents; and
    /// `<Feature> opens <screen>` for each verb that opens a screen by name.
    static func declaredRoutes() throws -> (events: [String: String], byName: [String: String]) {
        var (events, byName) = ([String: String](), [String: String]())
        for (feature, sources) in try featureSources() {
            for source in sources {
                for match in source.matches(
                    of: /\/\/\/ The event out[^\n]*\n(?:\s*\/\/\/[^\n]*\n)*\s*public let (\w+):([^\n]*)/)
                {
                    events["\(feature)Ports.\(match.1)"] = String(match.2)
                }
                for match in source.matches(of: /\.opening\(\s*"([^"]+)"/) {
                    byName["\(feature) opens \(match.1)"] = String(match.1)
                }
            }
        }
        return (events, byName)
    }

    /// The first column of each row of docs/ROUTES.md's table.
    static func documentedRoutes() throws -> Set<String> {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/ROUTES.md"), encoding: .utf8)
        return Set(doc.matches(of: /\n\| `([^`]+)` \|/).map { String($0.1) })
    }

    @Test("every route in the code is a row of docs/ROUTES.md, and every row a route")
    func tableMatchesCode() throws {
        let (events, byName) = try Self.declaredRoutes()
        #expect(events["DueLoansPorts.planReading"] != nil)
        #expect(byName["UserList opens loans"] == "loans")
        #expect(try Self.documentedRoutes() == Set(events.keys).union(byName.keys))
    }

    @Test("a route by name opens a screen the app registers")
    func namedScreensExist() throws {
        let registered = Set(RegisteredFeatures.scenes.map(\.command.name))
        for (route, screen) in try Self.declaredRoutes().byName {
            #expect(registered.contains(screen), "\(route)")
        }
    }

    @Test("an event out carries only what the other side needs: no renderer, no navigator, no other feature")
    func eventsCarryOnlyTheirPayload() throws {
        let features = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Features").path)
        for (event, type) in try Self.declaredRoutes().events {
            let named = ["TerminalRenderer", "NavigationStack"] + features.map { "\($0)Feature" }
            #expect(!named.contains { type.contains($0) }, "\(event):\(type)")
        }
    }
}
