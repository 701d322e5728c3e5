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
        let modules = try SymbolGraph.modules(repository).1.filter { $0.symbols != nil }
        // No module read is no check: a pass here would say nothing.
        guard !modules.isEmpty else {
            throw ToolFailure(
                "no module is in a build on this engine: run `make test-swift` first", status: 2)
        }
        let files = modules.flatMap { repository.files(under: $0.target.folder, endingIn: ".swift") }
        let found = offenders(files, modules.flatMap { $0.symbols ?? [] })
        guard found.isEmpty else {
            print(
                (found + [
                    "file-names: \(found.count) of \(files.count) files misnamed or holding a second role"
                ])
                .joined(separator: "\n"))
            return 1
        }
        print("ok: \(files.count) files under Sources/ named after what they declare, one role each")
        return 0
    }

    /// A line for each file (a path relative to the repository) whose name does not fit its declarations.
    public static func offenders(_ files: [String], _ symbols: [SymbolGraph.Symbol]) -> [String] {
        let byFile = Dictionary(grouping: symbols, by: { $0.file ?? "" })
        return files.compactMap { file in
            let stem = String((file.split(separator: "/").last ?? "").dropLast(".swift".count))
            let base = String(stem.split(separator: "+").first ?? "")
            let declared = (byFile[file] ?? []).sorted { $0.line < $1.line }
            let top = declared.filter { $0.path.count == 1 && !$0.inExtension }
            let types = top.filter { ["struct", "class", "enum", "protocol", "typealias"].contains($0.kind) }
            let extended = declared.filter(\.inExtension).map { $0.path[0] }
            let functions = top.filter { $0.kind == "func" }.map {
                $0.path[0].prefix { character in character != "(" }
            }
            let named =
                stem == "main" || extended.contains(base)
                || !stem.contains("+") && types.contains { $0.path[0] == stem }
                || types.isEmpty && extended.isEmpty && functions.contains(Substring(stem))
            guard named else {
                let names =
                    types.map(\.path[0]) + extended.map { "extension \($0)" } + functions.map { "func \($0)" }
                let list = names.enumerated().filter { !names[..<$0.offset].contains($0.element) }.map(
                    \.element)
                return "\(file): declares \(list.isEmpty ? "nothing" : list.joined(separator: ", ")); no "
                    + (stem.contains("+")
                        ? "extension of \(base)" : "type, extension or function named \(stem)")
            }
            let others = types.filter { !["protocol", "typealias"].contains($0.kind) && $0.path[0] != base }
            return stem == "main" || others.isEmpty
                ? nil
                : "\(file): one role per file: "
                    + others.map { "\($0.path[0]) belongs in \($0.path[0]).swift" }.joined(separator: ", ")
        }
    }
}
