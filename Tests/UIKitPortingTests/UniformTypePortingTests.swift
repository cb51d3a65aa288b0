import UIKit
import UniformTypeIdentifiers
import XCTest

/// Uniform types as iOS code uses them to filter files and dragged items: the system's types
/// with their conformances and tags, types by file name extension and MIME type, an app's own
/// type, and item providers asked by type.
final class UniformTypePortingTests: XCTestCase {
    func testTheSystemsTypesConformAsDeclared() {
        XCTAssertEqual(UTType.png.identifier, "public.png")
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertTrue(UTType.png.conforms(to: .content))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.utf8PlainText.conforms(to: .text))
        XCTAssertTrue(UTType.json.isSubtype(of: .text))
        XCTAssertTrue(UTType.image.isSupertype(of: .jpeg))
        XCTAssertFalse(UTType.image.isSupertype(of: .image))
        XCTAssertTrue(UTType.folder.conforms(to: .directory))
        XCTAssertEqual(UTType.png.supertypes, [.image, .data, .item, .content])
        XCTAssertTrue(UTType.mpeg4Audio.conforms(to: .audio) && UTType.mpeg4Audio.conforms(to: .movie))
        XCTAssertTrue(UTType.pdf.isDeclared)
        XCTAssertFalse(UTType.pdf.isDynamic)
        XCTAssertEqual(UTType.pdf.description, "com.adobe.pdf")
    }

    func testTagsAndIdentifiers() {
        XCTAssertEqual(UTType.jpeg.preferredFilenameExtension, "jpeg")
        XCTAssertEqual(UTType.jpeg.preferredMIMEType, "image/jpeg")
        XCTAssertEqual(UTType.jpeg.tags[.filenameExtension], ["jpeg", "jpg", "jpe"])
        XCTAssertNil(UTType.image.preferredFilenameExtension)
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType(mimeType: "application/pdf"), .pdf)
        XCTAssertEqual(UTType("PUBLIC.PNG"), .png, "identifiers match without regard to case")
        XCTAssertNil(UTType("com.example.nothing"), "an identifier no type declares")
        XCTAssertEqual(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: nil), [.png])
        let pngText = UTType(filenameExtension: "png", conformingTo: .text)
        XCTAssertEqual(pngText?.isDynamic, true, "no declared type has the extension and conforms: a dynamic one does")
        XCTAssertEqual(pngText?.conforms(to: .text), true)
        XCTAssertNil(UTType(filenameExtension: "a/b"))
    }

    func testAnUnknownExtensionGivesADynamicType() throws {
        let type = try XCTUnwrap(UTType(filenameExtension: "frobnicate"))
        XCTAssertTrue(type.isDynamic)
        XCTAssertFalse(type.isDeclared)
        XCTAssertTrue(type.identifier.hasPrefix("dyn."))
        XCTAssertTrue(type.conforms(to: .data))
        XCTAssertEqual(type.preferredFilenameExtension, "frobnicate")
        XCTAssertEqual(UTType(filenameExtension: "frobnicate"), type, "the same tag, the same type")
    }

    func testAnAppsOwnType() {
        let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        XCTAssertTrue(recipe.conforms(to: .text))
        XCTAssertEqual(UTType("com.example.recipe"), recipe, "declared now")
        let encoded = try? JSONEncoder().encode([UTType.png, recipe])
        XCTAssertEqual(encoded.flatMap { try? JSONDecoder().decode([UTType].self, from: $0) }, [.png, recipe])
    }

    func testItemProvidersAnswerByConformance() {
        let provider = NSItemProvider(object: "hello" as NSString)
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        XCTAssertEqual(provider.registeredContentTypes(conformingTo: .text), [.utf8PlainText])
    }
}
