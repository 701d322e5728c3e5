// swift-tools-version: 6.2
// App: the composition root and the `app` CLI. The only package that knows every layer.
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
    name: "App",
    // English is every module's fallback; each module keeps its words in its own Resources/<code>.lproj.
    defaultLocalization: "en",
    // The oldest OS versions with every API used here, set by Data's floor (Duration, Task.sleep(for:));
    // AppCoreTests also time with ContinuousClock. Why and how it is checked:
    // docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "app", targets: ["AppMain"]),
        .library(name: "AppCore", targets: ["AppCore"]),
        .library(name: "Composition", targets: ["Composition"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Data"),
        .package(path: "../Presentation"),
        .package(path: "../Features/ReadingPlan"),
        .package(path: "../Features/UserList"),
        .package(path: "../Features/DueLoans"),
        .package(path: "../Features/Orders"),
        // scaffold:package (make feature inserts new feature packages above this line)
        // Not a layer: the repository's tool, which checks every build's imports (the plugin on AppCore).
        .package(path: "../Tools"),
    ],
    targets: [
        // The `app` executable: hands the command line, with the composition root's features, to AppCore
        // and exits with its code.
        .executableTarget(
            name: "AppMain",
            dependencies: ["AppCore", "Composition"],
            swiftSettings: strictSettings
        ),
        // The command line, the shell and the built-in commands. It knows no feature and no adapter: the
        // composition root hands it the scenes, so an `import DataAccess` here does not build.
        .target(
            name: "AppCore",
            dependencies: [
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            swiftSettings: strictSettings,
            // The dependency rule in every build that reaches App: this package's, the root's, Xcode's
            // (docs/decisions/0023-the-rule-in-every-build.md).
            plugins: [.plugin(name: "StrataImports", package: "Tools")]
        ),
        // The composition root: the only App module that depends on DataAccess. It turns the command line
        // and the environment into adapters (CompositionRoot.swift) and lists the registered features
        // (RegisteredFeatures.swift).
        .target(
            name: "Composition",
            dependencies: [
                "AppCore",
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "DataAccess", package: "Data"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "ReadingPlanFeature", package: "ReadingPlan"),
                .product(name: "UserListFeature", package: "UserList"),
                .product(name: "DueLoansFeature", package: "DueLoans"),
                .product(name: "OrdersFeature", package: "Orders"),
                // scaffold:product (make feature inserts new feature products above this line)
            ],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore",
                "Composition",
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "DataAccess", package: "Data"),
                .product(name: "DataTestSupport", package: "Data"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "UserListFeature", package: "UserList"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
