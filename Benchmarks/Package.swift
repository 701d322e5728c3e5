// swift-tools-version: 6.2
// Benchmarks: what `make bench` runs beside the app, outside the layers (like Fuzz/): nothing depends
// on it, and it may reach into Data for the C-API floor. `DataBench` times the repositories' queries on
// large databases beside the same SQL through SQLite's C API; `strata bench` builds and drives it.
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

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
