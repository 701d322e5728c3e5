// swift-tools-version: 6.2
// App: the composition root and the `app` CLI. The only package that knows every layer.
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
///
/// Stated once per manifest, not once for all: SwiftPM evaluates each Package.swift on its own and lets it
/// import nothing but PackageDescription, so no file can hold settings that every package shares.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "App",
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
            swiftSettings: strictSettings
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
