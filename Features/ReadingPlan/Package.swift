// swift-tools-version: 6.2
// ReadingPlan: the Clean Swift (VIP) scene of seed 000. Depends on Domain and Presentation only.
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
///
/// Stated once per manifest, not once for all: SwiftPM evaluates each Package.swift on its own and lets it
/// import nothing but PackageDescription, so no file can hold settings that every package shares.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "ReadingPlan",
    // The oldest OS versions with every API used here, set by Swift concurrency (async interactor and
    // worker). Why and how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "ReadingPlanFeature", targets: ["ReadingPlanFeature"])
    ],
    dependencies: [
        .package(path: "../../Domain"),
        .package(path: "../../Presentation"),
    ],
    targets: [
        // The scene's roles: models, interactor, presenter, worker, terminal view, configurator.
        .target(
            name: "ReadingPlanFeature",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "CLIKit", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ReadingPlanFeatureTests",
            dependencies: [
                "ReadingPlanFeature",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "ReadingPlanDomain", package: "Domain"),
                .product(name: "ReadingPlanDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
