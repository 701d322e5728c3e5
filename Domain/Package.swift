// swift-tools-version: 6.2
// Domain: entities, rules and ports. Depends on nothing but the toolchain (see architecture.json).
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "Domain",
    // The oldest OS versions with every API used here, set by Swift concurrency (async ports, actor-based
    // fakes). Why and how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
    ],
    targets: [
        // Entities, business rules and the ports that outer layers implement.
        .target(
            name: "Domain",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: ["Domain", "DomainTestSupport"],
            swiftSettings: strictSettings
        ),
        // Fakes of Domain's ports, shared by every package's tests; only test targets may import it.
        .target(
            name: "DomainTestSupport",
            dependencies: ["Domain"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
