import Foundation

/// Writes to one of the process's standard streams, unbuffered so that stdout and stderr interleave
/// in the order they were written, in the codeset the locale names.
public final class StandardStream: TextOutput {
    /// The process's standard output in UTF-8: results.
    public static let output = StandardStream(handle: .standardOutput, codeset: .utf8)
    /// The process's standard error in UTF-8: messages about failures.
    public static let error = StandardStream(handle: .standardError, codeset: .utf8)

    private let handle: FileHandle
    private let codeset: Language.Codeset

    private init(handle: FileHandle, codeset: Language.Codeset) {
        self.handle = handle
        self.codeset = codeset
    }

    /// Standard output and error, each writing `codeset`'s bytes.
    public static func streams(in codeset: Language.Codeset) -> (
        output: StandardStream, error: StandardStream
    ) {
        codeset == .utf8
            ? (output, error)
            : (
                StandardStream(handle: .standardOutput, codeset: codeset),
                StandardStream(handle: .standardError, codeset: codeset)
            )
    }

    public func write(_ text: String) {
        handle.write(Self.bytes(text, in: codeset))
    }

    /// `text` in `codeset`, `?` for each character it cannot write.
    ///
    /// ISO-8859-1 is Unicode's first 256 scalars; ISO-8859-15 puts the euro sign and seven letters in place of
    /// eight of them; ASCII keeps the first 128.
    static func bytes(_ text: String, in codeset: Language.Codeset) -> Data {
        guard codeset != .utf8 else { return Data(text.utf8) }
        return Data(
            text.unicodeScalars.map { scalar in
                let value = scalar.value
                switch codeset {
                case .latin9:
                    if let byte = latin9[value] { return byte }
                    return value < 256 && !latin9.values.contains(UInt8(value)) ? UInt8(value) : asked
                case .latin1: return value < 256 ? UInt8(value) : asked
                default: return value < 128 ? UInt8(value) : asked
                }
            })
    }

    /// What stands for a character the codeset lacks.
    private static let asked = UInt8(ascii: "?")

    /// The eight places where ISO-8859-15 differs from ISO-8859-1: the scalar it writes there.
    private static let latin9: [UInt32: UInt8] = [
        0x20AC: 0xA4, 0x0160: 0xA6, 0x0161: 0xA8, 0x017D: 0xB4, 0x017E: 0xB8, 0x0152: 0xBC, 0x0153: 0xBD,
        0x0178: 0xBE,
    ]
}
