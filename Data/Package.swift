// swift-tools-version: 6.2
// Data: persistence and networking behind Domain's ports. Depends on Domain only.
// The module is `DataAccess`, not `Data`: a module named `Data` clashes with Foundation's `Data`.
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "Data",
    products: [
        .library(name: "DataAccess", targets: ["DataAccess"])
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        // SQLite and HTTP adapters that implement Domain's ports.
        .target(
            name: "DataAccess",
            dependencies: [
                .product(name: "Domain", package: "Domain")
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DataAccessTests",
            dependencies: ["DataAccess"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
