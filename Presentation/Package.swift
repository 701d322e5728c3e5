// swift-tools-version: 6.2
// Presentation: what every scene shares (terminal output, formatting, navigation) and how a scene
// describes itself to the app's command line and shell (CLIKit). Depends on Domain only.
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
    name: "Presentation",
    // English is every module's fallback; each module keeps its words in its own Resources/<code>.lproj.
    defaultLocalization: "en",
    // The oldest OS versions with every API used here, set by Swift concurrency (@MainActor NavigationStack,
    // async scenes). Why and how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "CLIKit", targets: ["CLIKit"]),
        .library(name: "PresentationTestSupport", targets: ["PresentationTestSupport"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        // Terminal rendering and the pieces that scenes share; no scene's own roles.
        .target(
            name: "Presentation",
            dependencies: [
                .product(name: "Domain", package: "Domain")
            ],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        // The command table, its parser, help and completion, and the entry through which each feature
        // hands its commands and screens to the app; no argument-parser package can be fetched here.
        .target(
            name: "CLIKit",
            dependencies: ["Presentation"],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        // How tests start processes: any child, one at a time, and a built executable such as a preview.
        .target(
            name: "PresentationTestSupport", dependencies: ["Presentation"], swiftSettings: strictSettings),
        .testTarget(
            name: "CLIKitTests",
            dependencies: ["CLIKit", "Presentation"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: [
                "Presentation",
                "PresentationTestSupport",
                .product(name: "Domain", package: "Domain"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
