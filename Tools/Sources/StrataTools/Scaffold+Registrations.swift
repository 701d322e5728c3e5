/// Where a feature is registered, and the text each place gets.
extension Scaffold {
    /// Every place `add` registers a feature, in the order it writes them (`version`: the persisted flavour's
    /// migration); a new marker is one more line here: its file, its name, and the text to insert above it.
    static func registrations(_ name: String, store: Bool, version: String) -> [Registration] {
        let product = { "                \(RootManifest.reference($0, $1)),\n" }  // (product, package)
        let domain = store ? product("\(name)Domain", "Domain") : ""
        // The root Package.swift is not among them: `make graph` writes its copy of the feature's tests.
        let plain = [
            Registration(
                "App/Package.swift", "package", "        .package(path: \"../Features/\(name)\"),\n"),
            Registration("App/Package.swift", "product", product("\(name)Feature", name) + domain),
            Registration(registry, "feature", "        \(name)Entry.self,\n"),
            Registration(registry, "ports", portsExtension(name, store: store)),
            Registration(registry, nil, "import \(name)Feature\n"),
        ]
        guard store else { return plain }
        return plain
            + ["Domain/Package.swift", "Data/Package.swift"].map {
                Registration($0, "context", "    \"\(name)Domain\",\n")
            } + [
                Registration(schema, "migration", migration(name, version: version)),
                Registration(compositionRoot, "port", portMethod(name)),
                Registration(compositionRoot, nil, "import \(name)Domain\n"),
            ]
    }

    /// How the root makes the feature's one ports value: the persisted flavour's holds the root's store.
    static func portsExtension(_ name: String, store: Bool) -> String {
        """
        extension \(name)Entry: RegisteredFeature {
            static func ports(_ root: CompositionRoot, terminal: TerminalRenderer, navigator: NavigationStack)
                -> \(name)Ports
            {
                \(name)Ports(\(store ? "store: root.\(lowerCamel(name))Store" : ""))
            }
        }


        """
    }

    /// The composition root's port, the one place naming the SQLite adapter (which opens nothing until used).
    static func portMethod(_ name: String) -> String {
        "    var \(lowerCamel(name))Store: any \(name)Store {\n        SQLite\(name)Store(database: database)\n    }\n\n"
    }

    /// The persisted flavour's table, appended to Schema.migrations as the next version.
    static func migration(_ name: String, version: String) -> String {
        """
                // \(name) (make feature STORE=1): one row per item, oldest first.
                Migration(
                    version: \(version),
                    script: \"\"\"
                        CREATE TABLE \(table(name)) (
                            position INTEGER PRIMARY KEY,
                            text TEXT NOT NULL CHECK (length(text) >= 1)
                        ) STRICT;
                        PRAGMA user_version = \(version);
                        \"\"\"),

        """
    }

    /// The versions of Schema.swift's migrations, in order.
    static func versions(_ schema: String) -> [String] {
        schema.matches(of: /\n\s*version:\s*(\d+),/).map { String($0.1) }
    }

    static func newestVersion(_ schema: String) throws(ToolFailure) -> Int {
        guard let newest = versions(schema).compactMap({ Int($0) }).max() else {
            throw ToolFailure("\(Scaffold.schema) has no migration to append to", status: 2)
        }
        return newest
    }
}
