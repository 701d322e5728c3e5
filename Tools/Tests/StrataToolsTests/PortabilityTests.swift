import Testing

@testable import StrataTools

@Suite("portability: platform imports and shell that macOS cannot run")
struct PortabilityTests {
    func findings(_ lines: [String]) -> [String] {
        Portability.unguardedImports(lines.joined(separator: "\n"))
    }

    @Test("An unguarded platform import fails, naming the line and the guard it needs")
    func unguarded() {
        #expect(
            findings(["import Foundation", "import Glibc"]) == [
                "2: import Glibc is not inside #if canImport(Glibc)"
            ])
        #expect(
            findings(["import FoundationNetworking"]).first?.contains("canImport(FoundationNetworking)")
                == true)
    }

    @Test("A guard for another module, an #else of the module's own, or a negation fails")
    func wrongGuards() {
        #expect(findings(["#if canImport(Darwin)", "    import Glibc", "#endif"]).count == 1)
        #expect(findings(["#if canImport(Glibc)", "#else", "    import Glibc", "#endif"]).count == 1)
        #expect(findings(["#if !canImport(Glibc)", "    import Glibc", "#endif"]).count == 1)
        #expect(
            findings(["#if canImport(Glibc) || canImport(Musl)", "    import Glibc", "#endif"]).count == 1)
        #expect(findings(["#if os(Linux)", "    import Glibc", "#endif"]).count == 1)
        #expect(findings(["#if os(iOS)", "    import AppKit", "#endif"]).count == 1)
    }

    @Test("Guarded imports pass, nested or in an #elseif, and an os(...) that implies the module")
    func guarded() {
        let source = [
            "#if canImport(Glibc)", "    import Glibc", "    #if DEBUG",
            "        import FoundationNetworking", "    #endif",
            "#elseif os(macOS) || os(iOS)", "    import Darwin", "#elseif canImport(Musl) && !DEBUG",
            "    import Musl",
            "#endif", "#if canImport(FoundationNetworking)", "    import FoundationNetworking", "#endif",
        ]
        #expect(
            findings(source) == [
                "4: import FoundationNetworking is not inside #if canImport(FoundationNetworking) (inside #if DEBUG)"
            ])
        #expect(findings(["// import Glibc", "/* import Darwin */", "let s = \"import Glibc\""]).isEmpty)
    }

    /// The nine cases of the shell check, spelled with escapes so that this file is no finding itself.
    static let shellCases = [
        "/usr/bin/scrip\u{74} -qec", "source <\u{28}x)", "ulimi\u{74} -v 1", "argument\u{73}[0]",
        "se\u{64} -i s/a/b/ f",
        "dat\u{65} -d x", "readlin\u{6b} -f x", "find . -print\u{66} x", "timeou\u{74} 5 x",
    ]

    @Test(
        "Each shell pattern is caught, unless its line says linux-only or is a .linuxOnly( trait",
        arguments: shellCases)
    func shell(_ line: String) {
        #expect(Portability.macOSFailures([Substring(line), "  \(line)"]) == [0, 1])
        #expect(
            Portability.macOSFailures([
                Substring(line + "  # linux-only"), "@Test(.linuxOnly(\"x\")) \(line)",
            ]).isEmpty)
    }

    @Test("Portable spellings pass")
    func portableShell() {
        let lines: [Substring] = [
            "sed -i.bak s/a/b/ f", "date -u +%s", "readlink x", "find . -print", "foo-timeout 5",
        ]
        #expect(Portability.macOSFailures(lines).isEmpty)
    }

    @Test("The checkout passes; a copy with an unguarded import and a GNU-only line fails")
    func wholeTree() throws {
        var none = Arguments([])
        #expect(try Portability.command(checkout, &none) == 0)
        let scratch = try Scratch()
        let file = "Presentation/Sources/Presentation/Terminal/TextOutput.swift"
        try scratch.repository.write(file, "import Glibc\n" + scratch.repository.read(file))
        try scratch.repository.write("Tests/run.sh", "timeou\u{74} 5 make\n")
        #expect(try Portability.command(scratch.repository, &none) == 1)
    }
}
