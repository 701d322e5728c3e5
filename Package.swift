// swift-tools-version: 6.2
// The root package: one `swift test` that compiles every module once and runs every layer's and feature's tests
// (the tools' run in `make test-tools`).
//
// It is the nested packages' targets as one package: `make graph` writes them here from each package's manifest,
// between the markers below, and `make check` fails when they are stale; nothing between the markers is edited by
// hand. Each layer stays a nested package that builds and tests alone (`make domain`, ...). One build puts every
// module on one search path, so Domain's kernel here uses the StrataImports plugin, which checks every target's
// imports before anything compiles (docs/decisions/0023-the-rule-in-every-build.md). Why one package:
// docs/decisions/0021-root-package-is-the-layers-targets.md.
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
    // English is every module's fallback; each module keeps its words in its own Resources/<code>.lproj.
    defaultLocalization: "en",
    // The oldest OS versions with every API used here, set by Data's floor (Duration, Task.sleep(for:)); the
    // end-to-end tests also time with ContinuousClock. Why and how it is checked:
    // docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // From here to its end marker `make graph` writes this, from the nested manifests.
        .executable(name: "due-loans-preview", targets: ["DueLoansPreview"]),
        .executable(name: "orders-preview", targets: ["OrdersPreview"]),
        .executable(name: "reading-plan-preview", targets: ["ReadingPlanPreview"]),
        .executable(name: "user-list-preview", targets: ["UserListPreview"]),
        .executable(name: "app", targets: ["AppMain"]),
        // The end of what `make graph` writes.
    ],
    dependencies: [
        // From here to its end marker `make graph` writes this, from the nested manifests.
        // The end of what `make graph` writes.
        .package(path: "Tools")
    ],
    targets: [
        // From here to its end marker `make graph` writes this, from the nested manifests.
        .target(
            name: "Domain", path: "Domain/Sources/Domain", swiftSettings: strictSettings,
            plugins: [.plugin(name: "StrataImports", package: "Tools")]),
        .target(
            name: "DomainTestSupport", dependencies: ["Domain"], path: "Domain/Sources/DomainTestSupport",
            swiftSettings: strictSettings),
        .testTarget(
            name: "DomainTests",
            dependencies: [
                "Domain", "ReadingPlanDomain", "UsersDomain", "LoansDomain", "OrdersDomain",
                "OrdersDomainTestSupport",
            ], path: "Domain/Tests/DomainTests", swiftSettings: strictSettings),
        .target(
            name: "ReadingPlanDomain", dependencies: ["Domain"], path: "Domain/Sources/ReadingPlanDomain",
            swiftSettings: strictSettings),
        .target(
            name: "ReadingPlanDomainTestSupport",
            dependencies: ["Domain", "ReadingPlanDomain", "DomainTestSupport"],
            path: "Domain/Sources/ReadingPlanDomainTestSupport", swiftSettings: strictSettings),
        .target(
            name: "UsersDomain", dependencies: ["Domain"], path: "Domain/Sources/UsersDomain",
            swiftSettings: strictSettings),
        .target(
            name: "UsersDomainTestSupport", dependencies: ["Domain", "UsersDomain", "DomainTestSupport"],
            path: "Domain/Sources/UsersDomainTestSupport", swiftSettings: strictSettings),
        .target(
            name: "LoansDomain", dependencies: ["Domain"], path: "Domain/Sources/LoansDomain",
            swiftSettings: strictSettings),
        .target(
            name: "LoansDomainTestSupport", dependencies: ["Domain", "LoansDomain", "DomainTestSupport"],
            path: "Domain/Sources/LoansDomainTestSupport", swiftSettings: strictSettings),
        .target(
            name: "OrdersDomain", dependencies: ["Domain"], path: "Domain/Sources/OrdersDomain",
            swiftSettings: strictSettings),
        .target(
            name: "OrdersDomainTestSupport", dependencies: ["Domain", "OrdersDomain", "DomainTestSupport"],
            path: "Domain/Sources/OrdersDomainTestSupport", swiftSettings: strictSettings),
        .systemLibrary(name: "CSQLite", path: "Data/Sources/CSQLite", pkgConfig: "sqlite3"),
        .target(
            name: "DataAccess",
            dependencies: [
                "CSQLite", "Domain", "LoansDomain", "OrdersDomain", "ReadingPlanDomain", "UsersDomain",
            ], path: "Data/Sources/DataAccess", swiftSettings: strictSettings),
        .testTarget(
            name: "DataAccessTests",
            dependencies: [
                "DataAccess", "DataTestSupport", "Domain", "LoansDomainTestSupport",
                "OrdersDomainTestSupport", "UsersDomainTestSupport", "LoansDomain", "OrdersDomain",
                "ReadingPlanDomain", "UsersDomain",
            ], path: "Data/Tests/DataAccessTests", swiftSettings: strictSettings),
        .target(
            name: "DataTestSupport", dependencies: ["DataAccess", "Domain", "DomainTestSupport"],
            path: "Data/Sources/DataTestSupport", swiftSettings: strictSettings),
        .target(
            name: "Presentation", dependencies: ["Domain"], path: "Presentation/Sources/Presentation",
            resources: [.process("Resources")], swiftSettings: strictSettings),
        .target(
            name: "CLIKit", dependencies: ["Presentation"], path: "Presentation/Sources/CLIKit",
            resources: [.process("Resources")], swiftSettings: strictSettings),
        .target(
            name: "PresentationTestSupport", dependencies: ["Presentation"],
            path: "Presentation/Sources/PresentationTestSupport", swiftSettings: strictSettings),
        .testTarget(
            name: "CLIKitTests", dependencies: ["CLIKit", "Presentation"],
            path: "Presentation/Tests/CLIKitTests", swiftSettings: strictSettings),
        .testTarget(
            name: "PresentationTests", dependencies: ["Presentation", "PresentationTestSupport", "Domain"],
            path: "Presentation/Tests/PresentationTests", swiftSettings: strictSettings),
        .target(
            name: "DueLoansFeature", dependencies: ["Domain", "LoansDomain", "Presentation", "CLIKit"],
            path: "Features/DueLoans/Sources/DueLoansFeature", resources: [.process("Resources")],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "DueLoansPreview",
            dependencies: [
                "DueLoansFeature", "CLIKit", "LoansDomain", "LoansDomainTestSupport", "Presentation",
            ], path: "Features/DueLoans/Sources/DueLoansPreview", resources: [.process("Resources")],
            swiftSettings: strictSettings),
        .testTarget(
            name: "DueLoansFeatureTests",
            dependencies: [
                "DueLoansFeature", "CLIKit", "Domain", "DomainTestSupport", "LoansDomain",
                "LoansDomainTestSupport", "Presentation", "PresentationTestSupport", "DueLoansPreview",
            ], path: "Features/DueLoans/Tests/DueLoansFeatureTests", swiftSettings: strictSettings),
        .target(
            name: "OrdersFeature", dependencies: ["Domain", "OrdersDomain", "Presentation", "CLIKit"],
            path: "Features/Orders/Sources/OrdersFeature", resources: [.process("Resources")],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "OrdersPreview",
            dependencies: ["OrdersFeature", "CLIKit", "OrdersDomain", "OrdersDomainTestSupport"],
            path: "Features/Orders/Sources/OrdersPreview", swiftSettings: strictSettings),
        .testTarget(
            name: "OrdersFeatureTests",
            dependencies: [
                "OrdersFeature", "Domain", "DomainTestSupport", "OrdersDomain", "OrdersDomainTestSupport",
                "Presentation", "PresentationTestSupport", "OrdersPreview",
            ], path: "Features/Orders/Tests/OrdersFeatureTests", swiftSettings: strictSettings),
        .target(
            name: "ReadingPlanFeature",
            dependencies: ["Domain", "ReadingPlanDomain", "Presentation", "CLIKit"],
            path: "Features/ReadingPlan/Sources/ReadingPlanFeature", resources: [.process("Resources")],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "ReadingPlanPreview",
            dependencies: [
                "ReadingPlanFeature", "CLIKit", "ReadingPlanDomain", "ReadingPlanDomainTestSupport",
            ], path: "Features/ReadingPlan/Sources/ReadingPlanPreview", swiftSettings: strictSettings),
        .testTarget(
            name: "ReadingPlanFeatureTests",
            dependencies: [
                "ReadingPlanFeature", "Domain", "DomainTestSupport", "ReadingPlanDomain",
                "ReadingPlanDomainTestSupport", "Presentation", "CLIKit", "PresentationTestSupport",
                "ReadingPlanPreview",
            ], path: "Features/ReadingPlan/Tests/ReadingPlanFeatureTests", swiftSettings: strictSettings),
        .target(
            name: "UserListFeature", dependencies: ["Domain", "UsersDomain", "Presentation", "CLIKit"],
            path: "Features/UserList/Sources/UserListFeature", resources: [.process("Resources")],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "UserListPreview",
            dependencies: [
                "UserListFeature", "CLIKit", "Presentation", "UsersDomain", "UsersDomainTestSupport",
            ], path: "Features/UserList/Sources/UserListPreview", swiftSettings: strictSettings),
        .testTarget(
            name: "UserListFeatureTests",
            dependencies: [
                "UserListFeature", "Domain", "DomainTestSupport", "UsersDomain", "UsersDomainTestSupport",
                "Presentation", "CLIKit", "PresentationTestSupport", "UserListPreview",
            ], path: "Features/UserList/Tests/UserListFeatureTests", swiftSettings: strictSettings),
        .executableTarget(
            name: "AppMain", dependencies: ["AppCore", "Composition"], path: "App/Sources/AppMain",
            swiftSettings: strictSettings),
        .target(
            name: "AppCore", dependencies: ["CLIKit", "Presentation"], path: "App/Sources/AppCore",
            swiftSettings: strictSettings),
        .target(
            name: "Composition",
            dependencies: [
                "AppCore", "CLIKit", "DataAccess", "LoansDomain", "OrdersDomain", "ReadingPlanDomain",
                "UsersDomain", "Presentation", "ReadingPlanFeature", "UserListFeature", "DueLoansFeature",
                "OrdersFeature",
            ], path: "App/Sources/Composition", resources: [.process("Resources")],
            swiftSettings: strictSettings),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore", "Composition", "CLIKit", "DataAccess", "DataTestSupport", "Domain",
                "DomainTestSupport", "PresentationTestSupport", "LoansDomain", "OrdersDomain",
                "ReadingPlanDomain", "UsersDomain", "UserListFeature", "Presentation", "AppMain",
            ], path: "App/Tests/AppCoreTests", swiftSettings: strictSettings),
        .target(
            name: "FuzzTargets",
            dependencies: [
                "AppCore", "Composition", "CLIKit", "DataAccess", "Domain", "LoansDomain", "OrdersDomain",
                "ReadingPlanDomain", "Presentation", "OrdersFeature", "ReadingPlanFeature",
            ], path: "Fuzz/Sources/FuzzTargets", swiftSettings: strictSettings),
        .testTarget(
            name: "FuzzCorpusTests", dependencies: ["FuzzTargets"], path: "Fuzz/Tests/FuzzCorpusTests",
            swiftSettings: strictSettings),
        // The end of what `make graph` writes.
        // Kills a writing child process (plans, then orders) 50 times each and checks the database
        // after each kill.
        .executableTarget(
            name: "CrashWriter",
            dependencies: [
                "DataAccess",
                "OrdersDomain",
                "ReadingPlanDomain",
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
                "DataAccess",
                "Domain",
                "PresentationTestSupport",
                "OrdersDomain",
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
                "AppMain",
                "AppCore",
                "Composition",
                "CLIKit",
                "DataTestSupport",
                "Domain",
                "DomainTestSupport",
                "PresentationTestSupport",
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
