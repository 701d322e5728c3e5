import Foundation
import FuzzTargets

#if FUZZING
    // Built with `--sanitize fuzzer --sanitize address` (docs/TOOLING.md): libFuzzer supplies `main` and calls this
    // with each generated input, for the target named by FUZZ_TARGET.
    private let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            fatalError("set FUZZ_TARGET to one of: \(names)")
        }
        return target
    }()

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        MainActor.assumeIsolated { selected.run(bytes) }
        return 0
    }
#else
    /// Without the fuzzer: `fuzz <target> <file>...` runs the target once on each file, to replay a
    /// crash that the fuzzer saved.
    @main
    enum Replay {
        @MainActor
        static func main() throws {
            let arguments = CommandLine.arguments.dropFirst()
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
                FileHandle.standardError.write(Data("usage: fuzz <\(names)> <file>...\n".utf8))
                exit(64)
            }
            for path in arguments.dropFirst() {
                target.run(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                print("ok \(path)")
            }
        }
    }
#endif
