import Foundation
import FuzzTargets
import Testing

/// Replays every input kept in `Fuzz/Corpus/<target>/`, so a fixed crash stays fixed.
///
/// The corpus holds the seeds and each crash the fuzzer once found. A broken rule traps, which
/// fails the run loudly.
@Suite("fuzz corpus")
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    @Test("every target has a corpus, and every input in it runs cleanly", arguments: FuzzTarget.allCases)
    @MainActor
    func replay(target: FuzzTarget) throws {
        let folder = Self.corpus.appendingPathComponent(target.rawValue)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!files.isEmpty, "no corpus for \(target.rawValue)")
        for file in files {
            target.run(Array(try Data(contentsOf: folder.appendingPathComponent(file))))
        }
    }
}
