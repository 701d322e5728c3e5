import Foundation

/// `strata file-names`: every Swift file of a package's modules is named after the main type (or
/// extension) it holds, and holds one role (docs/ARCHITECTURE.md, "Names"), read from the symbol graphs.
///
/// `Foo.swift` declares, outside every other declaration, a type named Foo, or an extension of Foo (or
/// of a type nested in it), or, when it declares no type and no extension, a function `Foo`;
/// `Foo+Bar.swift` extends Foo; `main.swift` always passes. Beside its namesake a file may hold
/// protocols, typealiases, extensions and private helpers, but no other struct, class, enum or actor.
public enum FileNames {
    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        try arguments.finish()
        let modules = try SymbolGraph.modules(repository).1
        let unread = modules.filter { $0.symbols == nil }.map(\.target.folder)
        let files = modules.filter { $0.symbols != nil }.flatMap {
            repository.files(under: $0.target.folder, endingIn: ".swift")
        }
        let found = offenders(files, modules.flatMap { $0.symbols ?? [] })
        if !unread.isEmpty {
            FileHandle.standardError.write(Data("file-names: in no build, not read: \(unread)\n".utf8))
        }
        guard found.isEmpty else {
            print(found.joined(separator: "\n"))
            FileHandle.standardError.write(
                Data(
                    "file-names: \(found.count) of \(files.count) files misnamed or holding a second role\n"
                        .utf8))
            return 1
        }
        print("ok: \(files.count) files under Sources/ named after what they declare, one role each")
        return 0
    }

    /// A line for each file (a path relative to the repository) whose name does not fit its declarations.
    public static func offenders(_ files: [String], _ symbols: [SymbolGraph.Symbol]) -> [String] {
        let byFile = Dictionary(grouping: symbols.filter { $0.file != nil }, by: { $0.file ?? "" })
        return files.compactMap { file in
            let name = file.split(separator: "/").last.map(String.init) ?? file
            guard name != "main.swift" else { return nil }
            let stem = String(name.dropLast(".swift".count))
            let base = stem.split(separator: "+").first.map(String.init) ?? stem
            let declared = (byFile[file] ?? []).sorted { $0.line < $1.line }
            let types = declared.filter {
                $0.path.count == 1 && !$0.inExtension
                    && ["struct", "class", "enum", "protocol", "typealias"].contains($0.kind)
            }
            let extended = declared.filter(\.inExtension).map { $0.path[0] }
            let functions = declared.filter { $0.path.count == 1 && !$0.inExtension && $0.kind == "func" }.map
            {
                String($0.path[0].prefix { $0 != "(" })
            }
            let named =
                stem.contains("+")
                ? extended.contains(base)
                : types.contains { $0.path[0] == stem } || extended.contains(stem)
                    || (types.isEmpty && extended.isEmpty && functions.contains(stem))
            guard named else {
                let list =
                    types.map { $0.path[0] } + extended.map { "extension \($0)" }
                    + functions.map { "func \($0)" }
                let unique = list.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let wanted =
                    stem.contains("+") ? "extension of \(base)" : "type, extension or function named \(stem)"
                return
                    "\(file): declares \(unique.isEmpty ? "nothing" : unique.joined(separator: ", ")); no \(wanted)"
            }
            let others = types.filter { !["protocol", "typealias"].contains($0.kind) && $0.path[0] != base }
            guard others.isEmpty else {
                return "\(file): one role per file: "
                    + others.map { "\($0.path[0]) belongs in \($0.path[0]).swift" }.joined(separator: ", ")
            }
            return nil
        }
    }
}
