// swift-tools-version: 6.2
// UserList: the UserList and UserDetail scenes (Clean Swift VIP with router, worker,
// data store and configurator). Depends on Domain and Presentation only.
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
    name: "UserList",
    defaultLocalization: "en",
    // The oldest OS versions with every API used here, set by Swift concurrency (async interactors and
    // workers). Why and how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "UserListFeature", targets: ["UserListFeature"]),
        .executable(name: "user-list-preview", targets: ["UserListPreview"]),
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Presentation"),
    ],
    targets: [
        // Two scenes, seven roles each: models, view, interactor, presenter, router, worker, configurator.
        .target(
            name: "UserListFeature",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "CLIKit", package: "Presentation"),
            ],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        // The feature alone: its commands and its screens over Domain's fakes (`make preview-user-list`).
        // The one product module that may import a *TestSupport module: its own context's fakes.
        .executableTarget(
            name: "UserListPreview",
            dependencies: [
                "UserListFeature",
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "UsersDomainTestSupport", package: "Domain"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "UserListFeatureTests",
            dependencies: [
                "UserListFeature",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "UsersDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
