// swift-tools-version: 6.2
// UserList: the UserList and UserDetail scenes of seed 001 (Clean Swift VIP with router, worker,
// data store and configurator). Depends on Domain and Presentation only.
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
///
/// Stated once per manifest, not once for all: SwiftPM evaluates each Package.swift on its own and lets it
/// import nothing but PackageDescription, so no file can hold settings that every package shares.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "UserList",
    // The oldest OS versions with every API used here, set by Swift concurrency (async interactors and
    // workers). Why and how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "UserListFeature", targets: ["UserListFeature"])
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
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "CLIKit", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "UserListFeatureTests",
            dependencies: [
                "UserListFeature",
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "UsersDomain", package: "Domain"),
                .product(name: "UsersDomainTestSupport", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
