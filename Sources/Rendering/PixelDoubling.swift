internal import CCairoPango
import Foundation

/// Pixels doubled straight into an image surface: each pixel of a small image becomes a 2×2
/// block of the target, within rectangles — what painting the image at twice its size with
/// Cairo's nearest filter does, at the cost of the writes alone (Cairo's scaled paint fetches
/// every pixel through its general path).
enum PixelDoubling {
    /// Writes `image` doubled onto `target` with its top left at pixel `origin`, within
    /// `rectangles` (pixels of the target), replacing what was there. Answers false, writing
    /// nothing, when a rectangle is not whole pixels.
    static func paint(_ image: OpaquePointer, onto target: OpaquePointer, at origin: (x: Int, y: Int),
                      within rectangles: [CGRect]) -> Bool {
        guard rectangles.allSatisfy({ $0 == $0.integral }) else { return false }
        cairo_surface_flush(image)
        cairo_surface_flush(target)
        let imageWidth = Int(cairo_image_surface_get_width(image)), imageHeight = Int(cairo_image_surface_get_height(image))
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        let imageRow = Int(cairo_image_surface_get_stride(image)) / 4, targetRow = Int(cairo_image_surface_get_stride(target)) / 4
        guard let imageData = cairo_image_surface_get_data(image), let targetData = cairo_image_surface_get_data(target) else { return false }
        let source = UnsafeRawPointer(imageData).assumingMemoryBound(to: UInt32.self)
        let destination = UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self)
        let covered = CGRect(x: origin.x, y: origin.y, width: 2 * imageWidth, height: 2 * imageHeight)
            .intersection(CGRect(x: 0, y: 0, width: targetWidth, height: targetHeight))
        for rectangle in rectangles {
            let area = rectangle.intersection(covered)
            guard !area.isNull, !area.isEmpty else { continue }
            let (minX, maxX) = (Int(area.minX), Int(area.maxX))
            for y in Int(area.minY)..<Int(area.maxY) {
                let row = destination + y * targetRow
                if y > Int(area.minY), (y - origin.y) % 2 == 1 {
                    // The second row of a block repeats the first.
                    (row + minX).update(from: row - targetRow + minX, count: maxX - minX)
                } else {
                    doubleRow(source + ((y - origin.y) / 2) * imageRow, from: minX - origin.x, to: maxX - origin.x, into: row + origin.x)
                }
            }
            cairo_surface_mark_dirty_rectangle(target, Int32(minX), Int32(area.minY), Int32(maxX - minX), Int32(area.height))
        }
        return true
    }

    /// Writes the doubled pixels `start..<end` of a row of `source` (each pixel twice) into
    /// `row` at the same offsets, two at a time.
    private static func doubleRow(_ source: UnsafePointer<UInt32>, from start: Int, to end: Int, into row: UnsafeMutablePointer<UInt32>) {
        var x = start
        if x % 2 == 1, x < end {
            row[x] = source[x / 2]
            x += 1
        }
        let pairs = (end - x) / 2, first = x / 2
        let words = UnsafeMutableRawPointer(row + x)
        for index in 0..<pairs {
            let pixel = UInt64(source[first + index])
            words.storeBytes(of: pixel | pixel << 32, toByteOffset: 8 * index, as: UInt64.self)
        }
        x += 2 * pairs
        if x < end { row[x] = source[x / 2] }
    }
}
