import DataAccess
import Foundation
import Testing

@Suite("DatabaseLocation")
struct DatabaseLocationTests {
    @Test("an explicit path wins over the environment")
    func explicitWins() throws {
        let location = try DatabaseLocation.resolve(
            explicit: "/tmp/x.sqlite",
            environment: ["STRATA_DB": "/tmp/env.sqlite", "XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(location == .file(path: "/tmp/x.sqlite"))
    }

    @Test("the environment variable wins over XDG_DATA_HOME")
    func environmentVariable() throws {
        let location = try DatabaseLocation.resolve(
            explicit: nil, environment: ["STRATA_DB": "/tmp/env.sqlite", "XDG_DATA_HOME": "/data"])
        #expect(location == .file(path: "/tmp/env.sqlite"))
    }

    @Test(":memory: asks for an in-memory database", arguments: [":memory:"])
    func memory(spelling: String) throws {
        #expect(try DatabaseLocation.resolve(explicit: spelling, environment: [:]) == .inMemory)
        #expect(
            try DatabaseLocation.resolve(explicit: nil, environment: ["STRATA_DB": spelling]) == .inMemory)
    }

    @Test("XDG_DATA_HOME is used when absolute, with trailing slashes folded")
    func xdgDataHome() throws {
        let location = try DatabaseLocation.resolve(
            explicit: nil, environment: ["XDG_DATA_HOME": "/data//", "HOME": "/home/u"])
        #expect(location == .file(path: "/data/strata/app.sqlite"))
    }

    @Test("a relative or empty XDG_DATA_HOME falls back to ~/.local/share", arguments: ["", "relative/dir"])
    func xdgFallback(dataHome: String) throws {
        let location = try DatabaseLocation.resolve(
            explicit: nil, environment: ["XDG_DATA_HOME": dataHome, "HOME": "/home/u"])
        #expect(location == .file(path: "/home/u/.local/share/strata/app.sqlite"))
    }

    @Test("an empty explicit path is refused")
    func emptyPath() {
        #expect(throws: DatabaseLocationError.emptyPath) {
            try DatabaseLocation.resolve(explicit: "", environment: ["HOME": "/home/u"])
        }
    }

    @Test(
        "a chosen file in a folder that does not exist is refused, naming the folder, and nothing is created")
    func missingFolder() throws {
        let missing = "/tmp/strata-missing-\(UInt64.random(in: 0...UInt64.max))"
        #expect(throws: DatabaseLocationError.missingFolder(missing + "/deeper")) {
            try DatabaseLocation.resolve(explicit: missing + "/deeper/x.sqlite", environment: [:])
        }
        #expect(throws: DatabaseLocationError.missingFolder(missing)) {
            try DatabaseLocation.resolve(explicit: nil, environment: ["STRATA_DB": missing + "/x.sqlite"])
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(
            try DatabaseLocation.resolve(explicit: "x.sqlite", environment: [:]) == .file(path: "x.sqlite"))
    }

    @Test("a chosen path that is a folder is refused as one, by --db and by STRATA_DB")
    func folderGiven() throws {
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: DatabaseLocationError.isFolder(folder)) {
            try DatabaseLocation.resolve(explicit: folder, environment: [:])
        }
        #expect(throws: DatabaseLocationError.isFolder(folder)) {
            try DatabaseLocation.resolve(explicit: nil, environment: ["STRATA_DB": folder])
        }
    }

    @Test("no usable home folder is refused")
    func noHome() {
        #expect(throws: DatabaseLocationError.noHomeFolder) {
            try DatabaseLocation.resolve(explicit: nil, environment: ["HOME": "relative"])
        }
    }
}
