import UIKit
import XCTest

/// A view drawn as a screenshot draws it (`drawHierarchy(in:afterScreenUpdates:)` in an image
/// renderer's context), at `scale` pixels a point, over `background` when one is given: its
/// pixels, to look at by point and by color.
struct Screenshot {
    let bytes: [UInt8]
    let row: Int
    let width: Int
    let height: Int

    init(of view: UIView, scale: CGFloat = 1, background: UIColor? = nil) throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            if let background {
                background.setFill()
                context.fill(view.bounds)
            }
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        bytes = [UInt8](try XCTUnwrap(cgImage.dataProvider?.data as Data?))
        (row, width, height) = (cgImage.bytesPerRow, cgImage.width, cgImage.height)
    }

    /// The red, green and blue of the pixel at `x`, `y`.
    func rgb(_ x: Int, _ y: Int) -> [UInt8] {
        let offset = y * row + x * 4
        return Array(bytes[offset..<offset + 3])
    }

    /// The smallest rectangle of pixels holding those whose red, green and blue `matches`
    /// accepts; nil when none does.
    func bounds(where matches: (UInt8, UInt8, UInt8) -> Bool) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * row + x * 4
                guard matches(bytes[offset], bytes[offset + 1], bytes[offset + 2]) else { continue }
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
