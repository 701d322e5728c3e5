import Testing

@testable import StrataTools

@Suite("test-waits: a test waits on an event, not a delay")
struct TestWaitsTests {
    @Test(
        "The checkout passes; a copy with a bare server delay fails at its line, one with the comment passes")
    func delays() throws {
        #expect(try TestWaits.findings(checkout) == [])
        let scratch = try Scratch()
        let file = "Tests/AppTests/WaitProbeTests.swift"
        try scratch.repository.write(file, "func probe(server: ReqresServer) {\n    server.delay(by: 1)\n}\n")
        #expect(
            try TestWaits.findings(scratch.repository) == [
                "\(file):2: a delay, and no comment says this is a timeout test"
            ])
        try scratch.repository.write(
            file,
            "func probe() {\n    // Timeout test: the answer comes after the client's deadline.\n"
                + "    _ = Reply.delayed(seconds: 60, .json(\"{}\"))\n}\n")
        #expect(try TestWaits.findings(scratch.repository) == [])
    }
}
