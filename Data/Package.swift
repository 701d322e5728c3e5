// swift-tools-version: 6.2
// Data: persistence and networking behind Domain's ports. Depends on Domain only.
// The module is `DataAccess`, not `Data`: a module named `Data` clashes with Foundation's `Data`.
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

/// The Domain contexts: DataAccess implements their ports, and its tests use every one.
let contexts = [
    "LoansDomain",
    "OrdersDomain",
    "ReadingPlanDomain",
    "UsersDomain",
    // scaffold:context (make feature STORE=1 inserts new contexts above this line)
]

let package = Package(
    name: "Data",
    // The oldest OS versions with every API used here, set by Duration and Task.sleep(for:) in RetryPolicy
    // and HTTPClient. Why and how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "DataAccess", targets: ["DataAccess"]),
        .library(name: "DataTestSupport", targets: ["DataTestSupport"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        // SQLite's C API, from the system (Debian: libsqlite3-dev). Private to this package.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // SQLite and HTTP adapters that implement Domain's ports.
        .target(
            name: "DataAccess",
            dependencies: [
                "CSQLite",
                .product(name: "Domain", package: "Domain"),
            ] + contexts.map { .product(name: $0, package: "Domain") },
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DataAccessTests",
            dependencies: [
                "DataAccess",
                "DataTestSupport",
                .product(name: "Domain", package: "Domain"),
                .product(name: "LoansDomainTestSupport", package: "Domain"),
                .product(name: "OrdersDomainTestSupport", package: "Domain"),
                .product(name: "UsersDomainTestSupport", package: "Domain"),
            ] + contexts.map { .product(name: $0, package: "Domain") },
            swiftSettings: strictSettings
        ),
        // Test doubles shared by every test that needs a network peer: a real HTTP server on loopback.
        .target(
            name: "DataTestSupport",
            dependencies: [
                "DataAccess",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
