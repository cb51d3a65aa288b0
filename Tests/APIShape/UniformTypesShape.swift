import UIKit
import UniformTypeIdentifiers

/// File filtering and drag-and-drop checks as iOS code writes them with `UTType`.
@MainActor
func uniformTypesShape() {
    let types: [UTType] = [.image, .pdf, .plainText, .json, .folder, .movie, .audio, .zip, .commaSeparatedText]
    let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
    let imported = UTType(importedAs: "com.example.legacy")
    let byExtension: UTType? = UTType(filenameExtension: "heic")
    let byMIME: UTType? = UTType(mimeType: "image/png", conformingTo: .image)
    let tagged: UTType? = UTType(tag: "md", tagClass: .filenameExtension, conformingTo: .text)
    let all: [UTType] = UTType.types(tag: "jpg", tagClass: .filenameExtension, conformingTo: nil)
    let named: UTType? = UTType("public.png")
    _ = (types, imported, byExtension, byMIME, tagged, all, named)
    let conforms: Bool = recipe.conforms(to: .text) && UTType.png.isSubtype(of: .image) && UTType.image.isSupertype(of: .jpeg)
    let tags: [UTTagClass: [String]] = UTType.jpeg.tags
    let fileExtension: String? = UTType.png.preferredFilenameExtension
    let mime: String? = UTType.png.preferredMIMEType
    let text: String? = UTType.pdf.localizedDescription
    let supertypes: Set<UTType> = UTType.png.supertypes
    let flags = (UTType.png.isDeclared, UTType.png.isDynamic, UTType.png.identifier, UTType.png.version, UTType.png.referenceURL)
    _ = (conforms, tags, fileExtension, mime, text, supertypes, flags, UTTagClass.mimeType.rawValue)

    let provider = NSItemProvider(object: "note" as NSString)
    let registered: [UTType] = provider.registeredContentTypes
    let texts: [UTType] = provider.registeredContentTypes(conformingTo: .text)
    _ = (registered, texts, provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
}
