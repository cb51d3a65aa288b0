// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenCollectionView",
    products: [
        .library(name: "OpenCollectionView", targets: ["OpenCollectionView"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "OpenCollectionView"),
        .target(name: "UIKitCompat", dependencies: ["OpenCollectionView"]),
        .testTarget(
            name: "OpenCollectionViewTests",
            dependencies: [
                "OpenCollectionView",
                "UIKitCompat",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
