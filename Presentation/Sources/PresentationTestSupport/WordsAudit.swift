// Test support, not API: documented where the port or the test that uses it is.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation
import Presentation

/// essential-feed's localization test, for every target of one package that keeps words in `Resources/`:
/// each language has every key English has and no other, each with a value and the same `{arguments}`;
/// every key is used in the target's sources, and every `words("key")` there names a key English has.
///
/// It reads the files as they are in the repository, so it fails before a build would hide a gap.
public enum WordsAudit {
    /// What is wrong, one line each; empty when every key holds.
    ///
    /// The package is the one holding the test file that calls it.
    public static func problems(languages: [String], testFile: String = #filePath) -> [String] {
        guard let package = package(of: testFile) else { return ["no Package.swift above \(testFile)"] }
        return targetsWithWords(in: package).flatMap { folder in
            problems(
                folder.lastPathComponent, resources: folder.appendingPathComponent("Resources"),
                code: swiftSources(in: folder), languages: languages)
        }
    }

    /// The English a German screen must not show: each run of two words or more between the `{arguments}`
    /// of an English value whose German differs (one word may be a command's, as `users` is), in the
    /// targets of the package holding `testFile`, or of every package of its repository.
    public static func englishPieces(ofEveryPackage: Bool = false, testFile: String = #filePath) -> [String] {
        var folders = [package(of: testFile)].compactMap { $0 }
        if ofEveryPackage, var root = folders.first {
            // The outermost Package.swift above is the repository's; every other one is below it.
            while let outer = package(of: root.path) { root = outer }
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
            folders = (walker?.allObjects as? [URL] ?? []).filter { $0.lastPathComponent == "Package.swift" }
                .map { $0.deletingLastPathComponent() }
        }
        var pieces: Set<String> = []
        for target in folders.flatMap(targetsWithWords) {
            let resources = target.appendingPathComponent("Resources")
            guard let english = table(resources, "en"), let german = table(resources, "de") else { continue }
            for (key, value) in english where german[key] != value {
                for piece in value.replacingOccurrences(
                    of: "\\{[A-Za-z]+\\}", with: "\u{1}", options: .regularExpression
                )
                .split(separator: "\u{1}") {
                    let trimmed = piece.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
                    if trimmed.contains(" ") { pieces.insert(trimmed) }
                }
            }
        }
        return pieces.sorted()
    }

    /// The folder holding the nearest Package.swift above `file` (a file or a folder).
    private static func package(of file: String) -> URL? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            guard folder.pathComponents.count > 1 else { return nil }
            folder.deleteLastPathComponent()
        }
        return folder
    }

    /// The source folders of a package's targets that keep words in `Resources/`.
    private static func targetsWithWords(in package: URL) -> [URL] {
        let sources = package.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return targets.sorted().map { sources.appendingPathComponent($0) }.filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Resources").path)
        }
    }

    private static func table(_ resources: URL, _ language: String) -> [String: String]? {
        let file = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
        return (try? Data(contentsOf: file)).flatMap {
            (try? PropertyListSerialization.propertyList(from: $0, format: nil)) as? [String: String]
        }
    }

    private static func problems(_ target: String, resources: URL, code: String, languages: [String])
        -> [String]
    {
        var problems: [String] = []
        var tables: [String: [String: String]] = [:]
        for language in languages {
            guard let table = table(resources, language) else {
                problems.append("\(target): \(language).lproj/Localizable.strings is missing or unreadable")
                continue
            }
            tables[language] = table
        }
        guard let english = tables["en"] else { return problems }
        // A count's key is a stem and a plural category: each language has the categories its rule names.
        let stems = Set(english.keys.compactMap { plural($0)?.stem })
        for (language, table) in tables.sorted(by: { $0.key < $1.key }) where language != "en" {
            let categories =
                Language.supported.first { $0.code == language }?.pluralCategories ?? ["one", "other"]
            let wanted =
                english.keys.filter { plural($0) == nil }
                + stems.flatMap { stem in
                    categories.map { stem + "." + $0 }
                }
            for key in wanted.sorted() {
                guard let value = table[key] else {
                    problems.append("\(target): \(language) has no '\(key)'")
                    continue
                }
                // A form English lacks (few, many) names what English's `other` names.
                let model = english[key] ?? plural(key).flatMap { english[$0.stem + ".other"] } ?? ""
                if value.isEmpty { problems.append("\(target): \(language)'s '\(key)' is empty") }
                if arguments(value) != arguments(model) {
                    problems.append("\(target): \(language)'s '\(key)' names other {arguments} than en's")
                }
            }
            for key in Set(table.keys).subtracting(wanted).sorted() {
                problems.append("\(target): \(language) has '\(key)', which en or its plural rule lacks")
            }
        }
        // A placeholder's word (CLIKit's vocabulary) is named by the features' specs, which the app's
        // PlaceholderTests hold to it.
        for key in english.keys.sorted()
        where !code.contains("\"\(stem(key))\"") && !key.hasPrefix("placeholder.") {
            problems.append("\(target): '\(key)' is used nowhere in its sources")
        }
        for (call, isCount) in [("words(\"", false), ("words.count(\"", true)] {
            for piece in code.components(separatedBy: call).dropFirst() {
                let key = String(piece.prefix { $0 != "\"" })
                let needed = isCount ? [key + ".one", key + ".other"] : [key]
                for missing in needed where english[missing] == nil {
                    problems.append("\(target): its sources use '\(missing)', which en lacks")
                }
            }
        }
        return problems
    }

    /// A plural's key without its form: `pages.one` is used as `words.count("pages", n)`.
    private static func stem(_ key: String) -> String { plural(key)?.stem ?? key }

    /// A count's key split into its stem and CLDR category (`pages.few` → `pages`, `few`), or nil.
    private static func plural(_ key: String) -> (stem: String, category: String)? {
        for category in ["zero", "one", "two", "few", "many", "other"] where key.hasSuffix("." + category) {
            return (String(key.dropLast(category.count + 1)), category)
        }
        return nil
    }

    /// `{name}` in `"Saved: {name}."`.
    private static func arguments(_ value: String) -> Set<String> {
        Set(value.components(separatedBy: "{").dropFirst().map { "{" + $0.prefix { $0 != "}" } + "}" })
    }

    private static func swiftSources(in folder: URL) -> String {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted()
            .compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
    }
}
