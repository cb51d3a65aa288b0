import PortRules
import Testing

/// `ocv-port --package`: the Package.swift written for small trees held in memory (their
/// paths, their Swift files ported, their Info.plists' keys), the files it moves, and its
/// report.
struct PackageManifestTests {
    /// A tree's manifest: `swift` are its Swift files by path, `others` the paths of its other files.
    static func manifest(
        swift: [String: String], others: [String], infoPlistKeys: [String: Set<String>] = [:]
    ) -> (PackageManifest, [PortedFile]) {
        let ported = Porter.port(swift.keys.sorted().map { SourceFile(path: $0, text: swift[$0]!) })
        let manifest = PackageManifest(
            paths: (Array(swift.keys) + others).sorted(), ported: ported, infoPlistKeys: infoPlistKeys,
            folderName: "ported", openCollectionView: "../OpenCollectionView"
        )
        return (manifest, ported)
    }

    /// An app as Xcode makes it: its app delegate, Info.plist, asset catalog and launch
    /// storyboard; its unit tests, and its UI tests.
    @Test func app() throws {
        let (manifest, ported) = Self.manifest(
            swift: [
                "PhotoGrid/AppDelegate.swift": """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                    }

                    """,
                "PhotoGridTests/PhotoGridTests.swift": """
                    import XCTest
                    @testable import PhotoGrid

                    final class PhotoGridTests: XCTestCase {}

                    """,
                "PhotoGridUITests/PhotoGridUITests.swift": """
                    import XCTest

                    final class PhotoGridUITests: XCTestCase {
                        func testLaunch() {
                            XCUIApplication().launch()
                        }
                    }

                    """,
            ],
            others: [
                "PhotoGrid.xcodeproj/project.pbxproj",
                "PhotoGrid/Assets.xcassets/AccentColor.colorset/Contents.json",
                "PhotoGrid/Assets.xcassets/Contents.json",
                "PhotoGrid/Base.lproj/LaunchScreen.storyboard",
                "PhotoGrid/Info.plist",
            ],
            infoPlistKeys: ["PhotoGrid/Info.plist": ["CFBundleIdentifier", "UIApplicationSceneManifest"]]
        )
        #expect(manifest.text == """
            // swift-tools-version: 6.1
            // Written by ocv-port --package: the ported tree's targets, built against OpenCollectionView
            // in Swift 5 language mode (an Xcode project's default). What it left out is in ocv-port's report.
            import PackageDescription

            let package = Package(
                name: "PhotoGrid",
                dependencies: [
                    .package(name: "OpenCollectionView", path: "../OpenCollectionView"),
                ],
                targets: [
                    .executableTarget(
                        name: "PhotoGrid",
                        dependencies: [
                            .product(name: "UIKit", package: "OpenCollectionView"),
                        ],
                        path: "PhotoGrid",
                        exclude: [
                            "Base.lproj/LaunchScreen.storyboard",
                        ],
                        resources: [
                            .copy("AppInfo"),
                            .copy("Assets.xcassets"),
                        ],
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),
                    .testTarget(
                        name: "PhotoGridTests",
                        dependencies: [
                            "PhotoGrid",
                        ],
                        path: "PhotoGridTests",
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),
                ]
            )

            """)
        #expect(manifest.moves.map { [$0.from, $0.to] } == [["PhotoGrid/Info.plist", "PhotoGrid/AppInfo/Info.plist"]])
        #expect(Report.block(for: manifest) == """
            Package.swift: written, 2 for a person
              executable target PhotoGrid, PhotoGrid/: dependencies UIKit; resources AppInfo, Assets.xcassets
              test target PhotoGridTests, PhotoGridTests/: dependencies PhotoGrid
              moved PhotoGrid/Info.plist to PhotoGrid/AppInfo/Info.plist: SwiftPM refuses an Info.plist at the top of a target's resources; UIApplicationMain reads the first in a folder of them
              for a person: PhotoGrid/Base.lproj/LaunchScreen.storyboard: excluded from Package.swift: a storyboard: none on Linux; make its view controllers in code
              for a person: PhotoGridUITests/: UI tests, left out of Package.swift: they drive the app in an iOS simulator (XCUIApplication), which Linux does not have
            """)
        #expect(Report.summary(of: ported, package: manifest) == """
            3 files, 0 changes; 2 items for a person:
            PhotoGrid/Base.lproj/LaunchScreen.storyboard: excluded from Package.swift: a storyboard: none on Linux; make its view controllers in code
            PhotoGridUITests/: UI tests, left out of Package.swift: they drive the app in an iOS simulator (XCUIApplication), which Linux does not have
            """)
    }

    /// `@UIApplicationMain` (ported to `@main`) makes the app; a library its files import is a
    /// target it depends on, with tests of its own; Apple's modules are OpenCollectionView's
    /// products (`os.log` is `os`), any other module is reported. Files that are not Swift are
    /// copied (a localization whole, beside its storyboard), or excluded and reported.
    @Test func appWithLibraryAndResources() throws {
        let (manifest, _) = Self.manifest(
            swift: [
                "PhotoGrid/AppDelegate.swift": """
                    import UIKit

                    @UIApplicationMain
                    class AppDelegate: UIResponder, UIApplicationDelegate {}

                    """,
                "PhotoGrid/PhotoGridViewController.swift": """
                    import Combine
                    import os.log
                    import PhotoKit
                    import SnapKit
                    import UIKit

                    final class PhotoGridViewController: UIViewController {}

                    """,
                "PhotoKit/PhotoLayout.swift": """
                    import QuartzCore
                    import UIKit

                    public final class PhotoLayout: UICollectionViewFlowLayout {}

                    """,
                "PhotoKitTests/PhotoLayoutTests.swift": """
                    import XCTest
                    @testable import PhotoKit

                    final class PhotoLayoutTests: XCTestCase {}

                    """,
            ],
            others: [
                "PhotoGrid/Base.lproj/Main.storyboard",
                "PhotoGrid/Config.plist",
                "PhotoGrid/PhotoGrid.entitlements",
                "PhotoGrid/Resources/photos.json",
                "PhotoGrid/Resources/shutter.caf",
                "PhotoGrid/en.lproj/Localizable.strings",
                "PhotoGrid/en.lproj/Main.storyboard",
                "PhotoGrid/notes.md",
                "PhotoKitTests/Info.plist",
            ]
        )
        #expect(manifest.text == """
            // swift-tools-version: 6.1
            // Written by ocv-port --package: the ported tree's targets, built against OpenCollectionView
            // in Swift 5 language mode (an Xcode project's default). What it left out is in ocv-port's report.
            import PackageDescription

            let package = Package(
                name: "PhotoGrid",
                dependencies: [
                    .package(name: "OpenCollectionView", path: "../OpenCollectionView"),
                ],
                targets: [
                    .executableTarget(
                        name: "PhotoGrid",
                        dependencies: [
                            "PhotoKit",
                            .product(name: "UIKit", package: "OpenCollectionView"),
                            .product(name: "Combine", package: "OpenCollectionView"),
                            .product(name: "os", package: "OpenCollectionView"),
                        ],
                        path: "PhotoGrid",
                        exclude: [
                            "Base.lproj/Main.storyboard",
                            "Config.plist",
                            "PhotoGrid.entitlements",
                            "en.lproj/Main.storyboard",
                            "notes.md",
                        ],
                        resources: [
                            .copy("Resources/photos.json"),
                            .copy("Resources/shutter.caf"),
                            .copy("en.lproj"),
                        ],
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),
                    .target(
                        name: "PhotoKit",
                        dependencies: [
                            .product(name: "UIKit", package: "OpenCollectionView"),
                            .product(name: "QuartzCore", package: "OpenCollectionView"),
                        ],
                        path: "PhotoKit",
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),
                    .testTarget(
                        name: "PhotoKitTests",
                        dependencies: [
                            "PhotoKit",
                        ],
                        path: "PhotoKitTests",
                        exclude: [
                            "Info.plist",
                        ],
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),
                ]
            )

            """)
        #expect(manifest.moves.isEmpty)
        #expect(manifest.bundledTargets == ["PhotoGrid"])
        #expect(manifest.findings == [
            "PhotoGrid/: its resources are in its own bundle, Bundle.module, not in Bundle.main as on iOS: ocv-port points Bundle.main's "
                + "resource lookups, Bundle(for:) and NSLocalizedString there (and the app's Info.plist reads at AppInfo/); a Bundle.main "
                + "kept in a variable still reads the program's folder",
            "PhotoGrid/Base.lproj/Main.storyboard: excluded from Package.swift: a storyboard: none on Linux; make its view controllers in code",
            "PhotoGrid/Config.plist: excluded from Package.swift: taken for Xcode's settings; if the app reads it at run time, move it to "
                + "resources: as .copy(\"Config.plist\")",
            "PhotoGrid/PhotoGrid.entitlements: excluded from Package.swift: code-signing entitlements (nothing is signed on Linux)",
            "PhotoGrid/PhotoGridViewController.swift: imports SnapKit, neither OpenCollectionView's nor a target of the tree: add its package "
                + "to Package.swift by hand, if it builds on Linux",
            "PhotoGrid/en.lproj/Main.storyboard: excluded from Package.swift: a storyboard: none on Linux; make its view controllers in code",
            "PhotoGrid/notes.md: excluded from Package.swift: a kind of file ocv-port does not know; if the app reads it at run time, move "
                + "it to resources: as .copy(\"notes.md\")",
            "PhotoKitTests/Info.plist: excluded from Package.swift: Xcode's Info.plist for this target (a Swift package's target needs none)",
        ])
    }

    /// A tree that is a Swift package keeps its Package.swift, and gets no other.
    @Test func swiftPackage() throws {
        let (manifest, _) = Self.manifest(
            swift: [
                "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"PhotoKit\")\n",
                "Sources/PhotoKit/PhotoLayout.swift": "import UIKit\n\npublic final class PhotoLayout: UICollectionViewFlowLayout {}\n",
            ],
            others: []
        )
        #expect(manifest.text == nil)
        #expect(manifest.moves.isEmpty)
        #expect(Report.block(for: manifest) == """
            Package.swift: the tree's own, left as it is, 1 for a person
              for a person: Package.swift: the iOS tree is a Swift package: its Package.swift is left as it is, and --package wrote none; make its targets depend on OpenCollectionView's products (docs/porting.md, The package)
            """)
    }

    /// Without an app, the package is named after the output folder; a library in a Swift
    /// package's layout (`Sources/PhotoKit`) is named after its folder, and so are its tests.
    @Test func libraryInPackageLayout() throws {
        let (manifest, _) = Self.manifest(
            swift: [
                "Sources/PhotoKit/PhotoLayout.swift": "import UIKit\n\npublic final class PhotoLayout: UICollectionViewFlowLayout {}\n",
                "Tests/PhotoKitTests/PhotoLayoutTests.swift": "import XCTest\nimport PhotoKit\n\nfinal class PhotoLayoutTests: XCTestCase {}\n",
            ],
            others: []
        )
        #expect(manifest.text?.contains("name: \"ported\",") == true)
        #expect(manifest.text?.contains("""
                    .target(
                        name: "PhotoKit",
                        dependencies: [
                            .product(name: "UIKit", package: "OpenCollectionView"),
                        ],
                        path: "Sources/PhotoKit",
            """) == true)
        #expect(manifest.text?.contains("""
                    .testTarget(
                        name: "PhotoKitTests",
                        dependencies: [
                            "PhotoKit",
                        ],
                        path: "Tests/PhotoKitTests",
            """) == true)
    }
}
