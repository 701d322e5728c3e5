// swift-tools-version: 6.2
// Data: persistence and networking behind Domain's ports. Depends on Domain only.
// The module is `DataAccess`, not `Data`: a module named `Data` clashes with Foundation's `Data`.
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
///
/// Stated once per manifest, not once for all: SwiftPM evaluates each Package.swift on its own and lets it
/// import nothing but PackageDescription, so no file can hold settings that every package shares.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
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
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                // scaffold:context (make feature STORE=1 inserts new contexts above this line)
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DataAccessTests",
            dependencies: [
                "DataAccess",
                "DataTestSupport",
                .product(name: "Domain", package: "Domain"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                // scaffold:test-context (make feature STORE=1 inserts new contexts above this line)
            ],
            swiftSettings: strictSettings
        ),
        // Test doubles shared by every test that needs a network peer: a real HTTP server on loopback.
        // `make bench`: the repositories' queries on large databases beside the same SQL through
        // the C API. Not a product: only the benchmark harness builds it.
        .executableTarget(
            name: "DataBench",
            dependencies: [
                "CSQLite",
                "DataAccess",
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "DataTestSupport",
            dependencies: [
                "DataAccess",
                .product(name: "Domain", package: "Domain"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
