// swift-tools-version: 6.2
// Tools: the repository's own tooling, one executable with subcommands (`strata boundaries`, `affected`,
// `graph`, `feature add|remove`, ...). It is not a layer: it reads the layers' manifests, sources and
// symbol graphs, and no layer depends on it. The root package exposes its commands as SwiftPM command
// plugins; the Makefile runs it with `swift run --package-path Tools strata`.
import PackageDescription

/// Every target builds in Swift 6 language mode, its imports internal unless a file writes `public import`,
/// each file using only the modules it imports (docs/decisions/0018-imports.md); warnings are errors when
/// the build asks for it.
///
/// `make` asks, through STRATA_WARNINGS_AS_ERRORS: `all` on SwiftPM's native engine, or the folder of the
/// package being built on Swift Build, which compiles every dependency with `-suppress-warnings` and
/// refuses `-warnings-as-errors` beside it (docs/decisions/0017-build-engines.md). Unset, as in an app or
/// an Xcode project that depends on these packages, nothing conflicts. Stated once per manifest: SwiftPM
/// evaluates each Package.swift on its own, so no file can hold settings that every package shares.
let strictSettings: [SwiftSetting] =
    [.enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility")]
    + (Context.environment["STRATA_WARNINGS_AS_ERRORS"].map { $0 == "all" || $0 == Context.packageDirectory }
        == true ? [.treatAllWarnings(as: .error)] : [])

let package = Package(
    name: "Tools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "strata", targets: ["strata"])
    ],
    targets: [
        // Reads the command line and exits with the subcommand's status.
        .executableTarget(name: "strata", dependencies: ["StrataTools"], swiftSettings: strictSettings),
        // Every subcommand, as functions over a `Repository`, so that the tests run them on copies.
        .target(name: "StrataTools", swiftSettings: strictSettings),
        .testTarget(name: "StrataToolsTests", dependencies: ["StrataTools"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
