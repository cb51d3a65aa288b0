// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenCollectionView",
    products: [
        // UIKit with its renderer and window host, installed when the program loads (as iOS code
        // expects to draw, and an app's `UIApplicationMain` to show a window).
        .library(name: "UIKit", targets: ["UIKit", "Rendering", "SDLHost", "RenderingStartup"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "SDLHost", targets: ["SDLHost"]),
        .library(name: "PhotoAlbum", targets: ["PhotoAlbum"]),
        .executable(name: "gallery", targets: ["gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Each brings the empty module that Swift Testing's cross-import overlay asks for.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        .target(
            name: "UIKit",
            dependencies: ["CoreGraphics", "QuartzCore", "UniformTypeIdentifiers", "_Testing_UIKit", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        // `import UniformTypeIdentifiers` as written: `UTType` and the system's types.
        .target(name: "UniformTypeIdentifiers"),
        // `import Combine` as written: OpenCombine under Combine's name (OpenCombine is built
        // first, so its own `canImport(Combine)` checks see no Combine).
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
        ),
        // `import os` / `import OSLog` as written: Apple's logging API, written through swift-log.
        // It depends on ArgumentParser only to be built after it: ArgumentParser imports `os`
        // when it can (`#if canImport(os)`, meaning Apple's), and would find this module.
        .target(name: "os", dependencies: [.product(name: "Logging", package: "swift-log"),
                                          .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "OSLog", dependencies: ["os"]),
        .systemLibrary(name: "CCairoPango", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // librsvg draws the SVG templates of an asset catalog's symbol sets.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // JPEG with libjpeg(-turbo): C, because libjpeg reports errors by longjmp (Debian's libjpeg62-turbo-dev).
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "Rendering", dependencies: ["UIKit", "CCairoPango", "CRsvg", "CJPEG"]),
        // Calls `Rendering.install()` and installs the app host when a program that links it
        // loads (a C constructor).
        .target(name: "RenderingStartup", dependencies: ["Rendering", "SDLHost"]),
        .target(name: "SDLHost", dependencies: ["UIKit", "Rendering", "CSDL2"]),
        .target(name: "PhotoAlbum", dependencies: ["UIKit"]),
        // `import PhotosUI` as written: the photo picker, on the user's pictures folder.
        .target(name: "PhotosUI", dependencies: ["UIKit"]),
        // `import SafariServices` and `import MessageUI` as written: the in-app browser opens the
        // desktop's browser; mail and messages cannot be sent from a Linux app.
        .target(name: "SafariServices", dependencies: ["UIKit"]),
        .target(name: "MessageUI", dependencies: ["UIKit"]),
        // `import UserNotifications` as written: local notifications on the desktop's notification server.
        .target(name: "UserNotifications", dependencies: ["UIKit"]),
        // `import LocalAuthentication` as written: no biometrics or passcode on Linux.
        .target(name: "LocalAuthentication"),
        .executableTarget(
            name: "gallery",
            dependencies: [
                "UIKit", "Rendering", "SDLHost", "RenderingStartup", "PhotoAlbum",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The app's Info.plist (its display name titles the window), in a folder: SwiftPM
            // refuses one at the top of a target's resources.
            resources: [.copy("AppInfo")]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                "UIKit",
                "PhotoAlbum",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Tests written as iOS developers write them: XCTest, `import UIKit`, Swift 5 mode.
        .testTarget(name: "UIKitPortingTests", dependencies: ["UIKit", "RenderingStartup", "QuartzCore", "CoreGraphics", "Combine", "UniformTypeIdentifiers", "PhotosUI", "SafariServices", "MessageUI", "UserNotifications", "LocalAuthentication", "OSLog", .product(name: "Logging", package: "swift-log")], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "UIKit", "PhotoAlbum"], exclude: ["References", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
