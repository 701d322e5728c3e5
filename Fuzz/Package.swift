// swift-tools-version: 6.2
// Fuzz targets for the code that reads outside input. A package of its own, not a target of the root,
// so that the `fuzz` executable builds only with libFuzzer (docs/TOOLING.md, Fuzzing) and never with the
// everyday root build; the root's corpus replay (FuzzCorpusTests, part of `make test`) uses the
// FuzzTargets library. Not a layer: it exercises the app from outside, like the end-to-end tests.
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
    name: "Fuzz",
    // App's floor: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "FuzzTargets", targets: ["FuzzTargets"])
    ],
    dependencies: [
        .package(path: "../App"),
        .package(path: "../Data"),
        .package(path: "../Domain"),
        .package(path: "../Presentation"),
        .package(path: "../Features/Orders"),
        .package(path: "../Features/ReadingPlan"),
    ],
    targets: [
        .target(
            name: "FuzzTargets",
            dependencies: [
                .product(name: "AppCore", package: "App"),
                .product(name: "Composition", package: "App"),
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "DataAccess", package: "Data"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "OrdersFeature", package: "Orders"),
                .product(name: "ReadingPlanFeature", package: "ReadingPlan"),
            ],
            swiftSettings: strictSettings
        ),
        // The libFuzzer entry point. No product: only `swift build --package-path Fuzz --product fuzz`
        // builds it.
        .executableTarget(
            name: "fuzz",
            dependencies: ["FuzzTargets"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FuzzCorpusTests",
            dependencies: ["FuzzTargets"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
