// swift-tools-version: 6.1
// ocv-port: ports an iOS source tree to OpenCollectionView on Linux (docs/porting.md's
// mechanical steps). A package of its own, so that building the library never compiles
// swift-syntax.
import PackageDescription

let package = Package(
    name: "ocv-port",
    products: [
        .executable(name: "ocv-port", targets: ["ocv-port"]),
        .library(name: "PortRules", targets: ["PortRules"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "PortRules",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "ocv-port",
            dependencies: [
                "PortRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "PortRulesTests",
            dependencies: ["PortRules", .product(name: "SwiftParser", package: "swift-syntax")],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
