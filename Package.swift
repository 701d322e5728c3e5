// swift-tools-version: 6.2
// The root package: one `swift test` that compiles every module once and runs every layer's and feature's tests
// (the tools' run in `make test-tools`).
//
// It declares no code of its own: `make graph` copies each nested package's test targets here from its manifest,
// between the markers below, and `make check` fails when the copy is stale. Each layer is a nested package that also builds and tests alone
// (`make domain`, `make data`, ...); only those isolated builds enforce the dependency rule, because
// a combined build puts every module on one search path (docs/ARCHITECTURE.md, "How the rule is enforced").
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
    name: "Strata",
    // The oldest OS versions with every API used here, set by Data's floor (Duration, Task.sleep(for:)); the
    // end-to-end tests also time with ContinuousClock. Why and how it is checked:
    // docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // From here to its end marker `make graph` writes this, from the nested manifests.
        .package(path: "Domain"),
        .package(path: "Data"),
        .package(path: "Presentation"),
        .package(path: "Features/DueLoans"),
        .package(path: "Features/Orders"),
        .package(path: "Features/ReadingPlan"),
        .package(path: "Features/UserList"),
        .package(path: "App"),
        .package(path: "Fuzz"),
        // The end of what `make graph` writes.
        .package(path: "Tools"),
    ],
    targets: [
        // From here to its end marker `make graph` writes this, from the nested manifests.
        .testTarget(
            name: "DomainTests",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "ReadingPlanDomainTestSupport", package: "Domain"),
                .product(name: "UsersDomainTestSupport", package: "Domain"),
                .product(name: "LoansDomainTestSupport", package: "Domain"),
                .product(name: "OrdersDomainTestSupport", package: "Domain"),
            ],
            path: "Domain/Tests/DomainTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DataAccessTests",
            dependencies: [
                .product(name: "DataAccess", package: "Data"),
                .product(name: "DataTestSupport", package: "Data"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "LoansDomainTestSupport", package: "Domain"),
                .product(name: "OrdersDomainTestSupport", package: "Domain"),
                .product(name: "UsersDomainTestSupport", package: "Domain"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
            ],
            path: "Data/Tests/DataAccessTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CLIKitTests",
            dependencies: [
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            path: "Presentation/Tests/CLIKitTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "Domain", package: "Domain"),
            ],
            path: "Presentation/Tests/PresentationTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DueLoansFeatureTests",
            dependencies: [
                .product(name: "DueLoansFeature", package: "DueLoans"),
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "LoansDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
                .product(name: "due-loans-preview", package: "DueLoans"),
            ],
            path: "Features/DueLoans/Tests/DueLoansFeatureTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "OrdersFeatureTests",
            dependencies: [
                .product(name: "OrdersFeature", package: "Orders"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "OrdersDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
                .product(name: "orders-preview", package: "Orders"),
            ],
            path: "Features/Orders/Tests/OrdersFeatureTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ReadingPlanFeatureTests",
            dependencies: [
                .product(name: "ReadingPlanFeature", package: "ReadingPlan"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "ReadingPlanDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
                .product(name: "reading-plan-preview", package: "ReadingPlan"),
            ],
            path: "Features/ReadingPlan/Tests/ReadingPlanFeatureTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "UserListFeatureTests",
            dependencies: [
                .product(name: "UserListFeature", package: "UserList"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "UsersDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
                .product(name: "user-list-preview", package: "UserList"),
            ],
            path: "Features/UserList/Tests/UserListFeatureTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                .product(name: "AppCore", package: "App"),
                .product(name: "Composition", package: "App"),
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "DataAccess", package: "Data"),
                .product(name: "DataTestSupport", package: "Data"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "UserListFeature", package: "UserList"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "app", package: "App"),
            ],
            path: "App/Tests/AppCoreTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "FuzzCorpusTests",
            dependencies: [.product(name: "FuzzTargets", package: "Fuzz")],
            path: "Fuzz/Tests/FuzzCorpusTests",
            swiftSettings: strictSettings
        ),
        // The end of what `make graph` writes.
        // Kills a writing child process (plans, then orders) 50 times each and checks the database
        // after each kill.
        .executableTarget(
            name: "CrashWriter",
            dependencies: [
                .product(name: "DataAccess", package: "Data"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
            ],
            path: "Tests/CrashWriter",
            swiftSettings: strictSettings
        ),
        // Finds the executables the end-to-end and crash tests start (APP_BINARY and the like).
        .target(
            name: "TestExecutables",
            path: "Tests/TestExecutables",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DataCrashTests",
            dependencies: [
                "CrashWriter",
                "TestExecutables",
                .product(name: "DataAccess", package: "Data"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
                .product(name: "OrdersDomain", package: "Domain"),
            ],
            path: "Tests/DataCrashTests",
            swiftSettings: strictSettings
        ),
        // Runs a program on a new pseudo-terminal (forkpty): the terminal of the end-to-end tests.
        .executableTarget(
            name: "TerminalRunner",
            path: "Tests/TerminalRunner",
            swiftSettings: strictSettings,
            linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]
        ),
        // Runs the built `app` binary end to end: stdout, stderr and exit codes.
        .testTarget(
            name: "AppTests",
            dependencies: [
                "TerminalRunner",
                "TestExecutables",
                .product(name: "app", package: "App"),
                .product(name: "AppCore", package: "App"),
                .product(name: "Composition", package: "App"),
                .product(name: "CLIKit", package: "Presentation"),
                .product(name: "DataTestSupport", package: "Data"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "PresentationTestSupport", package: "Presentation"),
            ],
            path: "Tests/AppTests",
            swiftSettings: strictSettings
        ),
        // The repository's tool as a SwiftPM command plugin (`swift package plugin --list`), which runs the Tools
        // package's `strata`; Xcode lists it in the package's context menu.
        .plugin(
            name: "StrataCommand",
            capability: .command(
                intent: .custom(
                    verb: "strata",
                    description: "The repository's tool: feature, graph, boundaries, affected, imports"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "feature adds or removes a feature; graph rewrites what it draws.")
                ]
            ),
            dependencies: [.product(name: "strata", package: "Tools")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
