// swift-tools-version: 6.2
// Tools: the repository's own tooling, one executable with subcommands (docs/TOOLING.md); not a layer.
import PackageDescription

/// Imports are internal unless `public` (decision 0018); warnings are errors only when `make` asks (0017).
let strictSettings: [SwiftSetting] =
    [.enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility")]
    + (Context.environment["STRATA_WARNINGS_AS_ERRORS"].map { $0 == "all" || $0 == Context.packageDirectory }
        == true ? [.treatAllWarnings(as: .error)] : [])

let package = Package(
    name: "Tools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "strata", targets: ["strata"]),
        .plugin(name: "StrataImports", targets: ["StrataImports"]),
    ],
    targets: [
        .executableTarget(name: "strata", dependencies: ["StrataTools"], swiftSettings: strictSettings),
        // Every subcommand, as functions over a `Repository`, so that the tests run them on copies.
        .target(name: "StrataTools", swiftSettings: strictSettings),
        // The rule's import check inside every build of a package that uses it (App, and the root).
        .plugin(name: "StrataImports", capability: .buildTool(), dependencies: ["strata"]),
        .testTarget(name: "StrataToolsTests", dependencies: ["StrataTools"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
