// swift-tools-version: 6.2
// Domain: entities, rules and ports. Depends on nothing but the toolchain (see architecture.json).
//
// One module per bounded context, over a small shared kernel, so that a change to one context
// recompiles only the modules that use that context (docs/decisions/0012-domain-contexts.md): any
// declaration change rewrites a module's interface and recompiles every module that imports it.
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

/// The bounded contexts, each a module over the shared kernel `Domain`.
///
/// Each context's fakes are in `<Context>TestSupport`, for tests only.
let contexts = [
    "ReadingPlanDomain",
    "UsersDomain",
    "LoansDomain",
    "OrdersDomain",
    // scaffold:context (make feature STORE=1 inserts new contexts above this line)
]

/// The contexts whose fakes hold requests or wait on changes, with the shared DomainTestSupport.
let heldFakes = ["ReadingPlanDomain", "UsersDomain", "LoansDomain", "OrdersDomain"]

let package = Package(
    name: "Domain",
    // The oldest OS versions with every API used here, set by Swift concurrency (async ports, actor-based
    // fakes). Why and how it is checked: docs/decisions/0011-platform-floors.md.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: ["Domain", "DomainTestSupport"].map { .library(name: $0, targets: [$0]) }
        + contexts.flatMap { context in
            [
                .library(name: context, targets: [context]),
                .library(name: "\(context)TestSupport", targets: ["\(context)TestSupport"]),
            ]
        },
    targets: [
        // The shared kernel: what every context's errors and identifiers are made of.
        .target(
            name: "Domain",
            swiftSettings: strictSettings
        ),
        // What every fake shares: requests held until a test lets them go, changes a test waits on. Tests only.
        .target(
            name: "DomainTestSupport",
            dependencies: [.target(name: "Domain")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DomainTests",
            // What its sources import, as every target lists only what it imports (ADR 0023).
            dependencies: ["Domain", "ReadingPlanDomain", "UsersDomain", "LoansDomain", "OrdersDomain"]
                + ["OrdersDomainTestSupport"],
            swiftSettings: strictSettings
        ),
    ]
        // Each context: entities, rules and the ports that outer layers implement, and fakes of those ports.
        + contexts.flatMap { context in
            [
                .target(name: context, dependencies: ["Domain"], swiftSettings: strictSettings),
                .target(
                    name: "\(context)TestSupport",
                    dependencies: ["Domain", .target(name: context)]
                        + (heldFakes.contains(context) ? ["DomainTestSupport"] : []),
                    swiftSettings: strictSettings
                ),
            ]
        },
    swiftLanguageModes: [.v6]
)
