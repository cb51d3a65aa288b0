import Foundation

/// Equality as UIKit's `isEqual(_:)`: UIKit compares the data behind two images, not their
/// pixel values — two loads of one named image are equal, two images drawn alike are not.
/// Here two images are equal when they share their pixel storage at the same scale (the copies
/// `init(named:)`, `withRenderingMode(_:)` and `withConfiguration(_:)` of a bitmap return), and
/// two symbol images when they show the same symbol with equal configurations and tint colors.
/// The rendering mode does not take part.
extension UIImage {
    /// `isEqual(_:)`'s comparison.
    func isEqualImage(_ other: UIImage) -> Bool {
        if other === self { return true }
        guard scale == other.scale, symbol == other.symbol else { return false }
        if symbol != nil { return symbolConfiguration == other.symbolConfiguration && tint == other.tint }
        return pixelWidth == other.pixelWidth && pixelHeight == other.pixelHeight && storage == other.storage
    }

    /// `hash`'s value.
    var imageHash: Int {
        var hasher = Hasher()
        hasher.combine(scale)
        if let symbol {
            hasher.combine(symbol)
            hasher.combine(symbolConfiguration)
        } else {
            hasher.combine(storage)
        }
        return hasher.finalize()
    }

    /// `description`'s text.
    var imageDescription: String {
        let name = symbol.map { "symbol(\($0))" } ?? "anonymous"
        return "<UIImage:\(Unmanaged.passUnretained(self).toOpaque()) \(name) {\(String(format: "%g", Double(size.width))), \(String(format: "%g", Double(size.height)))} renderingMode=\(renderingMode)>"
    }

    /// The address of the pixel storage (shared by copies of the array).
    private var storage: UnsafeRawPointer? {
        pixels.withUnsafeBytes { $0.baseAddress }
    }
}
