import Foundation
import PortRules
import Testing

/// `ocv-port --package` with a string catalog (`Localizable.xcstrings`, Xcode 15's): Foundation
/// on Linux reads `.strings` tables, so the catalog is written as the tables Xcode compiles it
/// into, one per language, copied as the target's resources, and the catalog left out.
struct StringCatalogTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld photos" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
                } } }
              }
            },
            "Photos" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Fotos" } },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "grid.title" : {
              "comment" : "The grid's title",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Fotos \\"Raster\\"" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Photos" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aCatalogBecomesItsTables() throws {
        let ported = Porter.port([SourceFile(path: "PhotoGrid/AppDelegate.swift", text: "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")])
        let manifest = PackageManifest(
            paths: ["PhotoGrid/AppDelegate.swift", "PhotoGrid/Localizable.xcstrings"], ported: ported, infoPlistKeys: [:],
            stringCatalogs: ["PhotoGrid/Localizable.xcstrings": Data(Self.catalog.utf8)],
            folderName: "ported", openCollectionView: "../OpenCollectionView"
        )
        #expect(manifest.generated.map(\.path) == ["PhotoGrid/de.lproj/Localizable.strings", "PhotoGrid/en.lproj/Localizable.strings"])
        #expect(manifest.generated.first?.text == """
            "Photos" = "Fotos";
            "grid.title" = "Fotos \\"Raster\\"";

            """)
        #expect(manifest.generated.last?.text == """
            "%lld photos" = "%lld photos";
            "Photos" = "Photos";
            "grid.title" = "Photos";

            """)
        let text = try #require(manifest.text)
        #expect(text.contains(#".copy("de.lproj")"#) && text.contains(#".copy("en.lproj")"#))
        #expect(text.contains(#""Localizable.xcstrings","#))
        #expect(manifest.changes.contains { $0.hasPrefix("wrote PhotoGrid/Localizable.xcstrings's 2 language tables") })
        #expect(manifest.findings.contains(
            "PhotoGrid/Localizable.xcstrings: plural or device variations of %lld photos: their 'other' form is kept; write a Localizable.stringsdict for the others"
        ))
    }

    @Test func whatIsNotACatalogIsReported() {
        let manifest = PackageManifest(
            paths: ["Kit/Kit.swift", "Kit/Strings.xcstrings"], ported: Porter.port([SourceFile(path: "Kit/Kit.swift", text: "import UIKit\n")]),
            infoPlistKeys: [:], stringCatalogs: ["Kit/Strings.xcstrings": Data("not json".utf8)],
            folderName: "ported", openCollectionView: "../OpenCollectionView"
        )
        #expect(manifest.generated.isEmpty)
        #expect(manifest.findings.contains("Kit/Strings.xcstrings: not a string catalog ocv-port can read: write its .lproj/….strings tables by hand"))
    }
}
