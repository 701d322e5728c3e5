// swift-tools-version: 6.2
// DueLoans: the VIPER module (due-soon and overdue loans, a widget, a loan detail).
// Depends on Domain and Presentation only.
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
    name: "DueLoans",
    defaultLocalization: "en",
    // The oldest OS versions with every API used here, set by Swift concurrency (async interactor, @MainActor
    // scenes). Why and how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "DueLoansFeature", targets: ["DueLoansFeature"]),
        .executable(name: "due-loans-preview", targets: ["DueLoansPreview"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Presentation"),
    ],
    targets: [
        // VIPER roles: interactor, presenters, terminal views, router, assembly; the entity is in Domain.
        .target(
            name: "DueLoansFeature",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "CLIKit", package: "Presentation"),
            ],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        // The feature alone: its commands and its screens over Domain's fakes (`make preview-due-loans`).
        // The one product module that may import a *TestSupport module: its own context's fakes.
        .executableTarget(
            name: "DueLoansPreview",
            dependencies: [
                "DueLoansFeature",
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "LoansDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DueLoansFeatureTests",
            dependencies: [
                "DueLoansFeature",
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "LoansDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
