// swift-tools-version: 6.2
// __NAME__: a scene made by `make feature` (Clean Swift VIP). Depends on Domain and Presentation only.
import PackageDescription

/// Every target builds in Swift 6 language mode; warnings are errors when the build asks for it.
///
/// `make` asks, through STRATA_WARNINGS_AS_ERRORS: `all` on SwiftPM's native engine, or the folder of the
/// package being built on Swift Build, which compiles every dependency with `-suppress-warnings` and
/// refuses `-warnings-as-errors` beside it (docs/decisions/0017-build-engines.md). Unset, as in an app or
/// an Xcode project that depends on these packages, nothing conflicts. Stated once per manifest: SwiftPM
/// evaluates each Package.swift on its own, so no file can hold settings that every package shares.
let strictSettings: [SwiftSetting] =
    Context.environment["STRATA_WARNINGS_AS_ERRORS"].map { $0 == "all" || $0 == Context.packageDirectory }
        == true ? [.treatAllWarnings(as: .error)] : []

let package = Package(
    name: "__NAME__",
    // The oldest OS versions with every API used here, set by Swift concurrency, as in every feature. Why and
    // how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "__NAME__Feature", targets: ["__NAME__Feature"]),
        .executable(name: "__command__-preview", targets: ["__NAME__Preview"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Presentation"),
    ],
    targets: [
        // The scene's roles: models, interactor, presenter, terminal view, configurator, and its entry.
        .target(
            name: "__NAME__Feature",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "CLIKit", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
        // The feature alone, its command and its screen (`make preview-__command__`); this scene takes no port,
        // so there are no fakes to give it.
        .executableTarget(
            name: "__NAME__Preview",
            dependencies: [
                "__NAME__Feature",
                .product(name: "CLIKit", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "__NAME__FeatureTests",
            dependencies: [
                "__NAME__Feature",
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
