// swift-tools-version: 6.2
// Tools: the repository's own tooling, one executable with subcommands (`strata boundaries`, `affected`,
// `graph`, `feature add|remove`, ...). It is not a layer: it reads the layers' manifests, sources and
// symbol graphs, and no layer depends on it. The root package exposes its commands as SwiftPM command
// plugins; the Makefile runs it with `swift run --package-path Tools strata`.
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
let strictSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "Tools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "strata", targets: ["strata"])
    ],
    targets: [
        // Reads the command line and exits with the subcommand's status.
        .executableTarget(name: "strata", dependencies: ["StrataTools"], swiftSettings: strictSettings),
        // Every subcommand, as functions over a `Repository`, so that the tests run them on copies.
        .target(name: "StrataTools", swiftSettings: strictSettings),
        .testTarget(name: "StrataToolsTests", dependencies: ["StrataTools"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
