// swift-tools-version: 6.2
// ReadingPlan: the Clean Swift (VIP) scene. Depends on Domain and Presentation only.
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
    name: "ReadingPlan",
    defaultLocalization: "en",
    // The oldest OS versions with every API used here, set by Swift concurrency (async interactor and
    // worker). Why and how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "ReadingPlanFeature", targets: ["ReadingPlanFeature"]),
        .executable(name: "reading-plan-preview", targets: ["ReadingPlanPreview"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Presentation"),
    ],
    targets: [
        // The scene's roles: models, interactor, presenter, worker, terminal view, configurator; its words.
        .target(
            name: "ReadingPlanFeature",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "CLIKit", package: "Presentation"),
            ],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        // The feature alone: its commands and its screen over Domain's fakes (`make preview-reading-plan`).
        // The one product module that may import a *TestSupport module: its own context's fakes.
        .executableTarget(
            name: "ReadingPlanPreview",
            dependencies: [
                "ReadingPlanFeature",
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "ReadingPlanDomainTestSupport", package: "Domain"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ReadingPlanFeatureTests",
            dependencies: [
                "ReadingPlanFeature",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "ReadingPlanDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
