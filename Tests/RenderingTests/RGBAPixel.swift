import Foundation
@testable import UIKit

/// The premultiplied RGBA bytes of `image`'s pixel at (`x`, `y`).
func rgbaPixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
    let offset = (y * image.pixelWidth + x) * 4
    return Array(image.pixels[offset..<offset + 4])
}
