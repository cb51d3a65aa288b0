import Foundation

/// Equality as UIKit's `isEqual(_:)`: UIKit compares the data behind two images, not their
/// pixel values — two loads of one named image are equal, two images drawn alike are not.
/// Here two images are equal when they share their pixel storage at the same scale (the copies
/// `init(named:)`, `withRenderingMode(_:)` and `withConfiguration(_:)` of a bitmap return), and
/// two symbol images when they show the same symbol with equal configurations and tint colors.
/// The rendering mode does not take part.
extension Image: Hashable {
    public static func == (lhs: Image, rhs: Image) -> Bool {
        if lhs === rhs { return true }
        guard lhs.scale == rhs.scale, lhs.symbol == rhs.symbol else { return false }
        if lhs.symbol != nil { return lhs.symbolConfiguration == rhs.symbolConfiguration && lhs.tint == rhs.tint }
        return lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight && lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scale)
        if let symbol {
            hasher.combine(symbol)
            hasher.combine(symbolConfiguration)
        } else {
            hasher.combine(storage)
        }
    }

    /// The address of the pixel storage (shared by copies of the array).
    private var storage: UnsafeRawPointer? {
        pixels.withUnsafeBytes { $0.baseAddress }
    }
}
