import Foundation

extension UIGraphicsImageRenderer {
    /// Runs `actions` as `image(actions:)` does and returns the image as PNG file data, as
    /// UIKit's `pngData(actions:)`; empty without an image coder (`Rendering.install()`).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` as `image(actions:)` does and returns the image as JPEG file data at
    /// `compressionQuality` (0 to 1), as UIKit's `jpegData(withCompressionQuality:actions:)`;
    /// empty without an image coder (`Rendering.install()`).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
