// swift-tools-version: 6.1
// The package of the PORTED test app: script/port-test writes the app that ocv-port ported
// to Tools/ocv-port/.build/ported-app/ and puts this file beside it (and the Info.plist in a
// folder of resources, as SwiftPM wants it), so the repository's root is four folders up. The
// app and its XCTest suite are built as the iOS project had them: Swift 5 language mode,
// `import UIKit`, `Combine` and `OSLog` as written; the app is an executable its tests import,
// as an iOS app is, and starts at its own `@main` app delegate.
import PackageDescription

let package = Package(
    name: "PhotoGrid",
    dependencies: [
        .package(name: "OpenCollectionView", path: "../../../.."),
    ],
    targets: [
        .executableTarget(
            name: "PhotoGrid",
            dependencies: [
                .product(name: "UIKit", package: "OpenCollectionView"),
                .product(name: "Combine", package: "OpenCollectionView"),
                .product(name: "OSLog", package: "OpenCollectionView"),
            ],
            path: "PhotoGrid",
            // The iOS app's Info.plist (its scene manifest), read by UIApplicationMain, and its
            // asset catalog, read by UIColor(named:) and UIImage(named:).
            resources: [.copy("AppInfo"), .copy("Assets.xcassets")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "PhotoGridTests",
            dependencies: ["PhotoGrid"],
            path: "PhotoGridTests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
