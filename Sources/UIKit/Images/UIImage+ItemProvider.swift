import Foundation

/// Images in item providers, as UIKit's `UIImage` conforms: read from PNG, JPEG or any image
/// type's data the coder decodes (a photo picker's results, a dropped image file), written as PNG.
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = self.init(data: data) else {
            throw ItemProviderLoadError(description: "the data of type \(typeIdentifier) is not an image UIImage reads")
        }
        return image
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }

    @discardableResult
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress? {
        if let data = pngData() {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, ItemProviderLoadError(description: "the image could not be written as PNG"))
        }
        return nil
    }
}
