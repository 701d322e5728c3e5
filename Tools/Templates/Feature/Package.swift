// swift-tools-version: 6.2
// __NAME__, made by `make feature`: a VIP scene over Domain and Presentation only.
import PackageDescription

/// Imports are internal unless `public` (decision 0018); warnings are errors only when `make` asks (0017).
let strictSettings: [SwiftSetting] =
    [.enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility")]
    + (Context.environment["STRATA_WARNINGS_AS_ERRORS"].map { $0 == "all" || $0 == Context.packageDirectory }
        == true ? [.treatAllWarnings(as: .error)] : [])

/// The Domain contexts the scene uses (with the shared kernel, Domain); the preview and the tests also get their fakes.
let contexts: [String] = [__contexts__]
let kernel: [Target.Dependency] = contexts.isEmpty ? [] : [.product(name: "Domain", package: "Domain")]
let contextsAndFakes: [Target.Dependency] = contexts.flatMap {
    [.product(name: $0, package: "Domain"), .product(name: "\($0)TestSupport", package: "Domain")]
}

let package = Package(
    name: "__NAME__",
    defaultLocalization: "en",
    // Swift concurrency's floor (docs/decisions/0011-platform-floors.md).
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "__NAME__Feature", targets: ["__NAME__Feature"]),
        .executable(name: "__command__-preview", targets: ["__NAME__Preview"]),
    ],
    dependencies: (contexts.isEmpty ? [] : [.package(path: "../../Domain")]) + [.package(path: "../../Presentation")],
    targets: [
        .target(
            name: "__NAME__Feature",
            dependencies: kernel + [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "CLIKit", package: "Presentation"),
            ] + contexts.map { .product(name: $0, package: "Domain") },
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        // The feature alone over fakes, which no other product may use.
        .executableTarget(
            name: "__NAME__Preview",
            dependencies: ["__NAME__Feature", .product(name: "CLIKit", package: "Presentation")] + contextsAndFakes,
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "__NAME__FeatureTests",
            dependencies: kernel + [
                "__NAME__Feature",
                .product(name: "PresentationTestSupport", package: "Presentation"),
                .product(name: "Presentation", package: "Presentation"),
            ] + contextsAndFakes,
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
