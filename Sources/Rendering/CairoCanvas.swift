internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// An ARGB32 Cairo image surface (premultiplied, native-endian: B, G, R, A bytes on little-endian
/// machines) in points, with a device scale, and a drawing context on it. Owns both.
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: CGFloat

    /// A transparent canvas of `size` points at `scale` pixels per point.
    init(size: CGSize, scale: CGFloat) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        pixelWidth = max(1, Int((size.width * scale).rounded(.up)))
        pixelHeight = max(1, Int((size.height * scale).rounded(.up)))
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Bytes per row of the pixel data.
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Clears the canvas to transparent (or to `color`).
    func clear(to color: UIColor? = nil) {
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        if let color {
            setSource(color)
        } else {
            cairo_set_source_rgba(context, 0, 0, 0, 0)
        }
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Paints with `color`; a dynamic color resolves with the current trait collection (the
    /// renderer makes a view's traits current while it draws).
    func setSource(_ color: UIColor) { Self.setSource(color, on: context) }

    /// Paints with `color`, in sRGB (a Lab or XYZ color paints black).
    func setSource(_ color: CGColor) { Self.setSource(color, on: context) }

    /// Makes `color` (resolved for the current traits) `context`'s source; a pattern color's
    /// image tiled from the user space's origin.
    static func setSource(_ color: UIColor, on context: OpaquePointer) {
        if let image = color.patternImage {
            let surface = ImageSurfaces.makeSurface(image)
            let pattern = cairo_pattern_create_for_surface(surface)!
            cairo_surface_destroy(surface)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(image.scale), Double(image.scale))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
            return
        }
        let color = color.isDynamic ? color.resolvedColor(with: .current) : color
        cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    /// Makes `color`, in sRGB (a Lab or XYZ color paints black), `context`'s source.
    static func setSource(_ color: CGColor, on context: OpaquePointer) {
        let (red, green, blue, alpha) = color.sRGBComponents ?? (0, 0, 0, color.alpha)
        cairo_set_source_rgba(context, Double(red), Double(green), Double(blue), Double(alpha))
    }

    /// Adds a rectangle, with rounded corners when `radius` > 0, to the current path: the
    /// `corners` of it (all four by default), as a layer's `maskedCorners` selects them.
    func addRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask = .all, curve: CALayerCornerCurve = .circular) {
        let half = min(rect.width, rect.height) / 2
        let r = Double(max(0, min(radius, half)))
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(context, x, y, w, h)
            return
        }
        // Continuous corners need room for their longer curve; with less they are circular.
        if curve == .continuous, radius * ContinuousCorner.extent <= half {
            return addContinuousRect(x, y, w, h, radius: Double(radius), corners: corners)
        }
        cairo_new_sub_path(context)
        func corner(_ mask: CACornerMask, _ cx: Double, _ cy: Double, _ from: Double, _ sharp: (Double, Double)) {
            if corners.contains(mask) {
                cairo_arc(context, cx, cy, r, from, from + Double.pi / 2)
            } else {
                cairo_line_to(context, sharp.0, sharp.1)
            }
        }
        corner(.layerMaxXMinYCorner, x + w - r, y + r, -Double.pi / 2, (x + w, y))
        corner(.layerMaxXMaxYCorner, x + w - r, y + h - r, 0, (x + w, y + h))
        corner(.layerMinXMaxYCorner, x + r, y + h - r, Double.pi / 2, (x, y + h))
        corner(.layerMinXMinYCorner, x + r, y + r, Double.pi, (x, y))
        cairo_close_path(context)
    }

    /// A rectangle with iOS's continuous corners, clockwise from the top-left corner's end.
    private func addContinuousRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius r: Double,
                                   corners: CACornerMask) {
        // Each corner: where it is, the direction arriving at it and the one leaving it.
        let all: [(CACornerMask, (Double, Double), (Double, Double), (Double, Double))] = [
            (.layerMaxXMinYCorner, (x + w, y), (1, 0), (0, 1)),
            (.layerMaxXMaxYCorner, (x + w, y + h), (0, 1), (-1, 0)),
            (.layerMinXMaxYCorner, (x, y + h), (-1, 0), (0, -1)),
            (.layerMinXMinYCorner, (x, y), (0, -1), (1, 0)),
        ]
        cairo_new_sub_path(context)
        for (mask, c, arriving, leaving) in all {
            func point(_ along: CGFloat, _ across: CGFloat) -> (Double, Double) {
                (c.0 - Double(along) * r * arriving.0 + Double(across) * r * leaving.0,
                 c.1 - Double(along) * r * arriving.1 + Double(across) * r * leaving.1)
            }
            guard corners.contains(mask) else {
                cairo_line_to(context, c.0, c.1)
                continue
            }
            let start = point(ContinuousCorner.extent, 0)
            cairo_line_to(context, start.0, start.1)
            for (control1, control2, end) in ContinuousCorner.curves {
                let a = point(control1.0, control1.1), b = point(control2.0, control2.1), e = point(end.0, end.1)
                cairo_curve_to(context, a.0, a.1, b.0, b.1, e.0, e.1)
            }
        }
        cairo_close_path(context)
    }

    /// The pixels as straight (not premultiplied) RGBA bytes, rows top to bottom.
    func rgbaBytes() -> [UInt8] {
        var bytes = premultipliedRGBABytes()
        for offset in Swift.stride(from: 0, to: bytes.count, by: 4) {
            let a = UInt32(bytes[offset + 3])
            for channel in offset..<offset + 3 { bytes[channel] = a == 0 ? 0 : UInt8((UInt32(bytes[channel]) * 255 + a / 2) / a) }
        }
        return bytes
    }

    /// The pixels as premultiplied RGBA bytes, rows top to bottom (a `CGImage`'s).
    func premultipliedRGBABytes() -> [UInt8] {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        let stride = self.stride
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<pixelHeight {
                let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: pixelWidth) { $0 }
                for x in 0..<pixelWidth {
                    let pixel = row[x], o = (y * pixelWidth + x) * 4
                    out[o] = UInt8((pixel >> 16) & 0xFF)
                    out[o + 1] = UInt8((pixel >> 8) & 0xFF)
                    out[o + 2] = UInt8(pixel & 0xFF)
                    out[o + 3] = UInt8(pixel >> 24)
                }
            }
        }
        return bytes
    }

    /// Writes the canvas as a PNG file.
    func writePNG(to path: String) throws {
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderingError.cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}

/// What rendering cannot do, from the environment: a file, a font, a surface.
public enum RenderingError: Error, CustomStringConvertible, Equatable {
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        }
    }
}
