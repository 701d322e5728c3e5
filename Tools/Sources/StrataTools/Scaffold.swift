import Foundation

/// `strata feature add [--store] NAME | remove NAME`: adds a feature package from Tools/Templates, registered
/// at the `// scaffold:` markers (`registrations`), or removes one of either flavour; all or nothing.
public enum Scaffold {
    static let templates = "Tools/Templates"
    static let registry = "App/Sources/Composition/RegisteredFeatures.swift"
    static let schema = "Data/Sources/DataAccess/Persistence/Schema.swift"
    static let compositionRoot = "App/Sources/Composition/CompositionRoot.swift"

    /// Modules a feature must not shadow, lowercased: the toolchain's, and names that read as layers.
    static let reserved = Set(
        ("swift foundation foundationessentials foundationnetworking foundationinternationalization dispatch glibc "
            + "darwin musl xctest testing synchronization observation regexbuilder distributed corefoundation app "
            + "data domain presentation features tests template tools").split(separator: " ").map(String.init)
    )

    static func command(_ repository: Repository, _ arguments: inout Arguments) throws(ToolFailure) -> Int32 {
        let action = arguments.positional()
        let store = action == "add" && arguments.flag("--store")
        guard action == "add" || action == "remove", let name = arguments.positional() else {
            throw .usage("feature needs a subcommand, add or remove, and a NAME")
        }
        try arguments.finish()
        do {
            if action == "add" {
                let changed = try add(repository, name, store: store).joined(separator: ", ")
                let run = "\(kebab(name))\(store ? " add" : "") --item tea"
                print("Created the feature\(store ? " with storage" : "") \(name): \(changed)")
                print("Next: make \(kebab(name)) && make test && make run ARGS=\"\(run)\"")
            } else {
                let notes = try remove(repository, name)
                print("Removed the feature \(name).")
                for note in notes { print("Note: \(note)") }
            }
        } catch {
            let ending = error.description.hasSuffix(".") ? "" : "."
            throw ToolFailure(error.description + ending + " Nothing was changed.", status: error.status)
        }
        return 0
    }

    /// Adds the feature and returns what it created and edited.
    @discardableResult
    static func add(_ repository: Repository, _ name: String, store: Bool, redraw: Bool = true)
        throws(ToolFailure) -> [String]
    {
        try validate(repository, name, store: store)
        let owned = try owned(repository, name, store: store)
        let version = store ? try newestVersion(repository.read(schema)) + 1 : 0
        let registrations = registrations(name, store: store, version: "\(version)")
        let files = try templateFiles(repository, store: store).map { (render($0.key, name), $0.value) }
        try allOrNothing(repository, keeping: registrations.map(\.file), creating: owned) {
            () throws(ToolFailure) in
            for (path, template) in files {
                try repository.write(path, render(try repository.read(template), name, store: store))
            }
            for registration in registrations {
                let lines = try registration.inserted(into: lines(repository, registration.file))
                try repository.write(registration.file, lines.joined(separator: "\n"))
            }
            // Lays the new sources out in the project's style, whatever the name's length.
            let sources = files.map(\.0).filter { $0.hasSuffix(".swift") }
            let format = try repository.run(["swift", "format", "format", "--in-place"] + sources)
            guard format.status == 0 else { throw ToolFailure("swift format: \(format.errors)", status: 2) }
            if redraw { try redrawGraph(repository) }
        }
        return owned.map { $0 + (repository.isFolder($0) ? "/" : "") }
            + Set(registrations.map(\.file) + (redraw ? Graph.drawnFiles : [])).sorted()
    }

    /// Removes the feature, of either flavour; returns notes for the person who asked.
    @discardableResult
    static func remove(_ repository: Repository, _ name: String, redraw: Bool = true) throws(ToolFailure)
        -> [String]
    {
        guard isIdentifier(name), repository.isFolder("Features/\(name)") else {
            throw ToolFailure("there is no feature package Features/\(name).")
        }
        // What only the persisted flavour's templates make (its Domain context, its SQLite store).
        let plain = try owned(repository, name, store: false)
        let traces = try owned(repository, name, store: true).filter { !plain.contains($0) }
        let store =
            try repository.read("Domain/Package.swift").contains("\"\(name)Domain\",")
            || traces.contains(where: repository.exists)
        let schemaText = try repository.read(schema)
        let version =
            store ? versions(schemaText).first { schemaText.contains(migration(name, version: $0)) } : "0"
        let registrations = registrations(name, store: store, version: version ?? "N")
        // Takes every registration out in memory first: one not there as written refuses it all.
        var files: [String: [String]] = [:]
        for file in Set(registrations.map(\.file)) { files[file] = try lines(repository, file) }
        var problems: [String] = []
        for registration in registrations.reversed() {
            if let lines = files[registration.file], let start = registration.start(in: lines) {
                files[registration.file]?.removeSubrange(start..<start + registration.lines.count)
            } else {
                problems.insert(registration.problem(name: name), at: 0)
            }
        }
        let owned = try owned(repository, name, store: store)
        guard problems.isEmpty else {
            let advice = "Put each registration back as `add` wrote it, then remove again."
            throw ToolFailure((problems + [advice]).joined(separator: "\n"))
        }
        try allOrNothing(
            repository, keeping: Array(files.keys), deleting: owned.filter(repository.exists)
        ) { () throws(ToolFailure) in
            for (file, lines) in files { try repository.write(file, lines.joined(separator: "\n")) }
            if redraw { try redrawGraph(repository) }
        }
        guard store, let version, let number = Int(version),
            try number > newestVersion(repository.read(schema))
        else { return [] }
        // The default database is DataAccess's DatabaseLocation.
        return [
            "a database that a build with \(name) opened ($XDG_DATA_HOME/strata/app.sqlite, else "
                + "~/.local/share/strata/app.sqlite, or one given with --db or STRATA_DB) is at schema "
                + "version \(version), which this build refuses: delete that copy."
        ]
    }

    /// Deletes `deleting`, then runs `change`; if either fails, deletes `creating` and puts back every file of
    /// `keeping`, `deleting` and the module graph as it was (hidden folders such as .build are not kept).
    static func allOrNothing(
        _ repository: Repository, keeping: [String], creating: [String] = [], deleting: [String] = [],
        _ change: () throws(ToolFailure) -> Void
    ) throws(ToolFailure) {
        let contents = deleting.flatMap { [$0] + repository.files(under: $0, endingIn: "") }
        var originals: [String: String] = [:]
        for file in keeping + contents + Graph.drawnFiles
        where repository.exists(file) && !repository.isFolder(file) {
            originals[file] = try repository.read(file)
        }
        do throws(ToolFailure) {
            for item in deleting {
                do { try FileManager.default.removeItem(at: repository.url(item)) } catch {
                    throw ToolFailure("cannot delete \(item): \(error.localizedDescription)", status: 2)
                }
            }
            try change()
        } catch {
            for item in creating + deleting { try? FileManager.default.removeItem(at: repository.url(item)) }
            for (file, text) in originals { try? repository.write(file, text) }
            throw error
        }
    }

    static func validate(_ repository: Repository, _ name: String, store: Bool) throws(ToolFailure) {
        let identifier = "an UpperCamelCase Swift identifier of up to 27 characters, like Wishlist"
        guard isIdentifier(name) else { throw ToolFailure("'\(name)' is not \(identifier).") }
        guard !reserved.contains(name.lowercased()) else {
            throw ToolFailure("'\(name)' clashes with a toolchain module or a layer's name.")
        }
        for item in try owned(repository, name, store: store) where repository.exists(item) {
            throw ToolFailure("\(item) already exists.")
        }
        let manifests = try repository.files(under: ".", endingIn: "Package.swift")
            .filter { $0.split(separator: "/").last == "Package.swift" && !$0.hasPrefix(templates) }
            .map(repository.read).joined(separator: "\n")
        let modules = ["", "Feature", "FeatureTests"] + (store ? ["Domain", "DomainTestSupport"] : [])
        if let taken = modules.map({ name + $0 }).first(where: { manifests.contains("\"\($0)\"") }) {
            throw ToolFailure("a target named \(taken) already exists.")
        }
    }
}

/// Names and the templates.
extension Scaffold {
    /// Up to 27 characters: every line `add` writes into a file it does not reformat then fits .swift-format's 110.
    static func isIdentifier(_ name: String) -> Bool { name.wholeMatch(of: /[A-Z][A-Za-z0-9]{0,26}/) != nil }

    /// A package's command and make target: ReadingPlan -> reading-plan (as the Makefile's `kebab`).
    static func kebab(_ name: String) -> String {
        name.replacing(/([a-z0-9])([A-Z])/) { "\($0.1)-\($0.2)" }.lowercased()
    }

    /// The persisted flavour's SQLite table: ReadingList -> reading_list_items.
    static func table(_ name: String) -> String {
        kebab(name).replacingOccurrences(of: "-", with: "_") + "_items"
    }

    /// The composition root's port is `<lowerCamel>Store`: ReadingList -> readingList.
    static func lowerCamel(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    /// A template's text (or path) for the feature `name`; `__contexts__` is its Domain context if `store`.
    static func render(_ text: String, _ name: String, store: Bool = false) -> String {
        [
            ("__NAME__", name), ("__command__", kebab(name)), ("__table__", table(name)),
            ("__contexts__", store ? "\"\(name)Domain\"" : ""), ("__name__", lowerCamel(name)),
        ].reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// Every file `add` creates, by its unrendered path, with its template: Tools/Templates/Feature as
    /// Features/__NAME__/; for `store`, FeatureStore too, laid out as the repository and winning on a clash.
    static func templateFiles(_ repository: Repository, store: Bool) throws(ToolFailure) -> [String: String] {
        func files(_ flavour: String, into prefix: String) throws(ToolFailure) -> [String: String] {
            let folder = "\(templates)/\(flavour)/"
            let found = repository.files(under: folder, endingIn: "").filter { !repository.isFolder($0) }
            guard !found.isEmpty else { throw ToolFailure("no template under \(folder)", status: 2) }
            return Dictionary(uniqueKeysWithValues: found.map { (prefix + $0.dropFirst(folder.count), $0) })
        }
        let plain = try files("Feature", into: "Features/__NAME__/")
        return store ? plain.merging(try files("FeatureStore", into: "")) { $1 } : plain
    }

    /// What `add` creates and `remove` deletes whole: each template path cut after its first part named for
    /// the feature (Features/Wishlist, Domain/Sources/WishlistDomain, Data/.../SQLiteWishlistStore.swift).
    static func owned(_ repository: Repository, _ name: String, store: Bool) throws(ToolFailure) -> [String] {
        let owned = try templateFiles(repository, store: store).keys.compactMap { path in
            let parts = path.split(separator: "/")
            return parts.firstIndex { $0.contains("__NAME__") }.map { parts[...$0].joined(separator: "/") }
        }
        return Set(owned.map { render($0, name) }).sorted()
    }

    static func lines(_ repository: Repository, _ file: String) throws(ToolFailure) -> [String] {
        try repository.read(file).components(separatedBy: "\n")
    }

    static func redrawGraph(_ repository: Repository) throws(ToolFailure) {
        for (path, text) in try Graph.outputs(repository) { try repository.write(path, text) }
    }
}
