internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// Bitmap contexts on a Cairo canvas of the bitmap's pixels: the canvas's matrix flips it to
/// Core Graphics' bottom-left origin; the bitmap's memory is read into the canvas when the
/// context is made (a context over existing pixels draws on them) and written back after every
/// drawing operation, in the bitmap's layout.
@MainActor
enum CairoBitmapContext {
    static func install() {
        CGContext.bitmapBackendMaker = { description in make(description) }
    }

    private static func make(_ description: CGBitmapDescription) -> (CGContextBackend, UnsafeMutableRawPointer)? {
        let canvas = CairoCanvas(size: CGSize(width: description.width, height: description.height), scale: 1)
        let memory = description.data ?? {
            let own = UnsafeMutableRawPointer.allocate(byteCount: description.bytesPerRow * description.height, alignment: 16)
            own.initializeMemory(as: UInt8.self, repeating: 0, count: description.bytesPerRow * description.height)
            return own
        }()
        let bitmap = BitmapMemory(description: description, memory: memory, ownsMemory: description.data == nil, canvas: canvas)
        bitmap.readIntoCanvas()
        cairo_translate(canvas.context, 0, Double(description.height))
        cairo_scale(canvas.context, 1, -1)
        let backend = CairoContextBackend(baseIsFlipped: false) { bitmap.canvas }
        backend.didPaint = { changed in bitmap.writeFromCanvas(changed) }
        return (backend, memory)
    }
}

/// A bitmap's memory in its layout, and the canvas that draws it.
final class BitmapMemory {
    let description: CGBitmapDescription
    let memory: UnsafeMutableRawPointer
    let ownsMemory: Bool
    let canvas: CairoCanvas
    /// Byte offsets of red, green, blue and alpha in a 32-bit pixel (nil: none).
    private let offsets: (red: Int, green: Int, blue: Int, alpha: Int?)

    init(description: CGBitmapDescription, memory: UnsafeMutableRawPointer, ownsMemory: Bool, canvas: CairoCanvas) {
        self.description = description
        self.memory = memory
        self.ownsMemory = ownsMemory
        self.canvas = canvas
        let info = description.bitmapInfo
        let last = info.alphaInfo == .premultipliedLast || info.alphaInfo == .noneSkipLast
        let skipped = info.alphaInfo == .noneSkipLast || info.alphaInfo == .noneSkipFirst
        // In memory order for the default (big-endian) order: R G B A, or A R G B.
        var order = last ? [0, 1, 2, 3] : [1, 2, 3, 0]
        if info.byteOrder == .order32Little { order = order.map { 3 - $0 } }
        offsets = (order[0], order[1], order[2], skipped ? nil : order[3])
    }

    deinit {
        if ownsMemory { memory.deallocate() }
    }

    private var isGray: Bool { description.bitsPerPixel == 8 }
    private var isAlphaOnly: Bool { description.bitmapInfo.alphaInfo == .alphaOnly }

    /// The bitmap's bytes onto the canvas (premultiplied ARGB, native order).
    func readIntoCanvas() {
        cairo_surface_flush(canvas.surface)
        guard let pixels = cairo_image_surface_get_data(canvas.surface) else { return }
        let stride = canvas.stride, width = description.width
        for y in 0..<description.height {
            let source = memory + y * description.bytesPerRow
            let row = (pixels + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let (r, g, b, a): (UInt32, UInt32, UInt32, UInt32)
                if isAlphaOnly {
                    (r, g, b, a) = (0, 0, 0, UInt32(source.load(fromByteOffset: x, as: UInt8.self)))
                } else if isGray {
                    let v = UInt32(source.load(fromByteOffset: x, as: UInt8.self))
                    (r, g, b, a) = (v, v, v, 255)
                } else {
                    let pixel = source + x * 4
                    r = UInt32(pixel.load(fromByteOffset: offsets.red, as: UInt8.self))
                    g = UInt32(pixel.load(fromByteOffset: offsets.green, as: UInt8.self))
                    b = UInt32(pixel.load(fromByteOffset: offsets.blue, as: UInt8.self))
                    a = offsets.alpha.map { UInt32(pixel.load(fromByteOffset: $0, as: UInt8.self)) } ?? 255
                }
                row[x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
            }
        }
        cairo_surface_mark_dirty(canvas.surface)
    }

    /// The canvas's pixels in `area` (canvas pixels; nil: all) back into the bitmap's bytes, in
    /// its layout.
    func writeFromCanvas(_ area: CGRect?) {
        cairo_surface_flush(canvas.surface)
        guard let pixels = cairo_image_surface_get_data(canvas.surface) else { return }
        let stride = canvas.stride, width = description.width
        let bounds = (area ?? .infinite).intersection(CGRect(x: 0, y: 0, width: width, height: description.height))
        guard !bounds.isNull, !bounds.isEmpty else { return }
        let columns = Int(bounds.minX.rounded(.down))..<Int(bounds.maxX.rounded(.up))
        for y in Int(bounds.minY.rounded(.down))..<Int(bounds.maxY.rounded(.up)) {
            let target = memory + y * description.bytesPerRow
            let row = (pixels + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in columns {
                let value = row[x]
                let a = UInt8(value >> 24), r = UInt8((value >> 16) & 0xFF), g = UInt8((value >> 8) & 0xFF), b = UInt8(value & 0xFF)
                if isAlphaOnly {
                    target.storeBytes(of: a, toByteOffset: x, as: UInt8.self)
                } else if isGray {
                    // Luminance of the color over black (the bitmap has no alpha).
                    let gray = (2126 * Int(r) + 7152 * Int(g) + 722 * Int(b) + 5000) / 10000
                    target.storeBytes(of: UInt8(min(gray, 255)), toByteOffset: x, as: UInt8.self)
                } else {
                    let pixel = target + x * 4
                    pixel.storeBytes(of: r, toByteOffset: offsets.red, as: UInt8.self)
                    pixel.storeBytes(of: g, toByteOffset: offsets.green, as: UInt8.self)
                    pixel.storeBytes(of: b, toByteOffset: offsets.blue, as: UInt8.self)
                    if let alpha = offsets.alpha { pixel.storeBytes(of: a, toByteOffset: alpha, as: UInt8.self) }
                }
            }
        }
    }
}
