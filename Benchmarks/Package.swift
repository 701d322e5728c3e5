// swift-tools-version: 6.2
// Benchmarks: what `make bench` runs beside the app, outside the layers (like Fuzz/): nothing depends
// on it. `DataBench` times the repositories' queries on large databases beside the same SQL through
// SQLite's C API; `strata bench` builds and drives it. Its floor imports Data's private CSQLite, whose
// module map SwiftPM shows to every package that depends on Data (architecture.json, private_modules):
// allowed here only, since no layer depends on this package.
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
    name: "Benchmarks",
    // Data's floor: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "../Data"),
        .package(path: "../Domain"),
    ],
    targets: [
        .executableTarget(
            name: "DataBench",
            dependencies: [
                .product(name: "DataAccess", package: "Data"),
                .product(name: "LoansDomain", package: "Domain"),
                .product(name: "OrdersDomain", package: "Domain"),
            ],
            swiftSettings: strictSettings
        )
    ],
    swiftLanguageModes: [.v6]
)
