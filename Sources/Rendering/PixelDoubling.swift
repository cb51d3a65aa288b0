internal import CCairoPango
import Foundation

/// A small image scaled up straight into an image surface: each pixel of the image (or of the
/// image first doubled smoothly) becomes a 2×2 block of the target, within rectangles — what
/// painting it at twice (or four times) its size with Cairo's nearest (or bilinear, then
/// nearest) filter does, at the cost of the writes alone (Cairo's scaled paint fetches every
/// pixel through its general path).
enum PixelDoubling {
    /// Writes `image` doubled onto `target` with its top left at pixel `origin`, within
    /// `rectangles` (pixels of the target, whole ones: see `isWholePixels`), replacing what was
    /// there. With `smoothly`, the image is first doubled as Cairo's bilinear filter doubles it
    /// (each pixel 9/16 of its own, 3/16 of each neighbour across and down, 1/16 of the one
    /// diagonal, the edges repeated), so it covers four times its size.
    static func paint(_ image: OpaquePointer, smoothly: Bool, onto target: OpaquePointer, at origin: (x: Int, y: Int),
                      within rectangles: [CGRect]) {
        cairo_surface_flush(image)
        cairo_surface_flush(target)
        let imageWidth = Int(cairo_image_surface_get_width(image)), imageHeight = Int(cairo_image_surface_get_height(image))
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        let imageRow = Int(cairo_image_surface_get_stride(image)) / 4, targetRow = Int(cairo_image_surface_get_stride(target)) / 4
        guard let imageData = cairo_image_surface_get_data(image), let targetData = cairo_image_surface_get_data(target) else { return }
        let source = UnsafeRawPointer(imageData).assumingMemoryBound(to: UInt32.self)
        let destination = UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self)
        let factor = smoothly ? 2 : 1
        let covered = CGRect(x: origin.x, y: origin.y, width: 2 * factor * imageWidth, height: 2 * factor * imageHeight)
            .intersection(CGRect(x: 0, y: 0, width: targetWidth, height: targetHeight))
        let smoothRows = smoothly ? SmoothDoubling(width: imageWidth, height: imageHeight, rowLength: imageRow, pixels: source) : nil
        defer { smoothRows?.deallocate() }
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
                    let doubledRow = (y - origin.y) / 2
                    let pixels = smoothRows?.row(doubledRow) ?? source + doubledRow * imageRow
                    doubleRow(pixels, from: minX - origin.x, to: maxX - origin.x, into: row + origin.x)
                }
            }
            cairo_surface_mark_dirty_rectangle(target, Int32(minX), Int32(area.minY), Int32(maxX - minX), Int32(area.height))
        }
    }

    /// Whether every rectangle lies on whole pixels (what `paint` needs).
    static func isWholePixels(_ rectangles: [CGRect]) -> Bool {
        rectangles.allSatisfy { $0 == $0.integral }
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

/// The rows of an image doubled as Cairo's bilinear filter doubles it, made one at a time (the
/// last one kept). Each pixel's channels are split two to a 32-bit word (0 and 2, 1 and 3), in
/// 16-bit lanes that hold the sixteen-fold sums without overflowing.
private struct SmoothDoubling {
    let width: Int, height: Int, rowLength: Int
    let pixels: UnsafePointer<UInt32>
    /// The doubled row, and the image's columns mixed down (even and odd channels).
    private let doubled: UnsafeMutablePointer<UInt32>
    private let evenColumns: UnsafeMutablePointer<UInt32>, oddColumns: UnsafeMutablePointer<UInt32>
    private let madeRow: UnsafeMutablePointer<Int>

    init(width: Int, height: Int, rowLength: Int, pixels: UnsafePointer<UInt32>) {
        (self.width, self.height, self.rowLength, self.pixels) = (width, height, rowLength, pixels)
        doubled = .allocate(capacity: 2 * width)
        evenColumns = .allocate(capacity: width)
        oddColumns = .allocate(capacity: width)
        madeRow = .allocate(capacity: 1)
        madeRow.pointee = -1
    }

    func deallocate() {
        doubled.deallocate()
        evenColumns.deallocate()
        oddColumns.deallocate()
        madeRow.deallocate()
    }

    /// Row `index` (of twice the image's height) of the doubled image, twice the image's width.
    func row(_ index: Int) -> UnsafePointer<UInt32> {
        guard madeRow.pointee != index, width > 0, height > 0 else { return UnsafePointer(doubled) }
        madeRow.pointee = index
        let own = min(index / 2, height - 1)
        let neighbour = index % 2 == 0 ? max(own - 1, 0) : min(own + 1, height - 1)
        let near = pixels + own * rowLength, far = pixels + neighbour * rowLength
        let lanes: UInt32 = 0x00FF_00FF
        for x in 0..<width {
            let a = near[x], b = far[x]
            evenColumns[x] = 3 &* (a & lanes) &+ (b & lanes)
            oddColumns[x] = 3 &* (a >> 8 & lanes) &+ (b >> 8 & lanes)
        }
        // Each doubled pixel: its own column three times and the neighbour's once, over 16.
        let rounding: UInt32 = 0x0008_0008
        let even = evenColumns, odd = oddColumns, out = doubled
        func mix(_ x: Int, _ side: Int) -> UInt32 {
            (3 &* even[x] &+ even[side] &+ rounding) >> 4 & lanes | ((3 &* odd[x] &+ odd[side] &+ rounding) >> 4 & lanes) << 8
        }
        out[0] = mix(0, 0)
        out[2 * width - 1] = mix(width - 1, width - 1)
        guard width > 1 else { return UnsafePointer(out) }
        out[1] = mix(0, 1)
        out[2 * width - 2] = mix(width - 1, width - 2)
        // The columns between the edges, without clamping (so the loop vectorizes).
        for x in 1..<(width - 1) {
            out[2 * x] = mix(x, x - 1)
            out[2 * x + 1] = mix(x, x + 1)
        }
        return UnsafePointer(doubled)
    }
}
