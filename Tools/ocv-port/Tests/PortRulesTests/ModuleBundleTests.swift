import PortRules
import Testing

/// `ocv-port --package`: in a target with resources, the lookups iOS code makes through the
/// app's or the framework's bundle read the target's own, `Bundle.module`; a target without
/// resources, and what is the app's (its Info.plist), are left alone.
struct ModuleBundleTests {
    static let source = """
        import UIKit

        final class Strings {
            let title = NSLocalizedString("gallery.title", comment: "The gallery's title")
            let empty = NSLocalizedString("gallery.empty", tableName: "Gallery", comment: "")
            let kept = NSLocalizedString("gallery.kept", bundle: Bundle(path: "/x")!, comment: "")
            let main = NSLocalizedString("gallery.main", bundle: .main, value: "Main", comment: "")
            let multiline = NSLocalizedString(
                "gallery.lines",
                comment: "On lines of their own"
            )
            let data = Bundle.main.url(forResource: "photos", withExtension: "json")
            let path = Bundle.main.path(forResource: "photos", ofType: "json")
            let own = UIImage(named: "star", in: Bundle(for: Strings.self), compatibleWith: nil)
            let name = Bundle.main.infoDictionary?["CFBundleDisplayName"] as? String
        }

        """

    static func ported(resources: [String]) -> PortedFile {
        let (manifest, ported) = PackageManifestTests.manifest(
            swift: ["PhotoGrid/Strings.swift": source, "PhotoGrid/AppDelegate.swift": "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"],
            others: resources
        )
        return manifest.readingResourcesFromTheirBundles(ported).first { $0.path == "PhotoGrid/Strings.swift" }!
    }

    @Test func aTargetWithResourcesReadsThemFromItsBundle() {
        let file = Self.ported(resources: ["PhotoGrid/en.lproj/Localizable.strings", "PhotoGrid/photos.json"])
        #expect(file.text == """
            import UIKit

            final class Strings {
                let title = NSLocalizedString("gallery.title", bundle: .module, comment: "The gallery's title")
                let empty = NSLocalizedString("gallery.empty", tableName: "Gallery", bundle: .module, comment: "")
                let kept = NSLocalizedString("gallery.kept", bundle: Bundle(path: "/x")!, comment: "")
                let main = NSLocalizedString("gallery.main", bundle: .module, value: "Main", comment: "")
                let multiline = NSLocalizedString(
                    "gallery.lines",
                    bundle: .module,
                    comment: "On lines of their own"
                )
                let data = Bundle.module.url(forResource: "photos", withExtension: "json")
                let path = Bundle.module.path(forResource: "photos", ofType: "json")
                let own = UIImage(named: "star", in: Bundle.module, compatibleWith: nil)
                let name = Bundle.main.infoDictionary?["CFBundleDisplayName"] as? String
            }

            """)
        #expect(file.changes.map(\.line) == [4, 5, 7, 8, 12, 13, 14])
    }

    @Test func theAppReadsItsInfoPlistFromAppInfo() {
        let file = Self.ported(resources: ["PhotoGrid/Info.plist"])
        #expect(file.text.contains(
            #"let name = Bundle(url: Bundle.module.bundleURL.appendingPathComponent("AppInfo"))!.infoDictionary?["CFBundleDisplayName"] as? String"#
        ))
        #expect(file.changes.map(\.line).last == 15)
    }

    @Test func aTargetWithoutResourcesIsLeftAlone() {
        let file = Self.ported(resources: [])
        #expect(file.text == Self.source)
        #expect(file.changes.isEmpty)
    }
}
