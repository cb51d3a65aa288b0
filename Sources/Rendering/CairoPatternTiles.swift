internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// The cells of Core Graphics patterns as Cairo sources: a cell drawn once, at the device's
/// resolution, by the pattern's callback in a `CGContext` of its own, then repeated. The last
/// tile is kept, so that a pattern filling many shapes is drawn once.
@MainActor
final class CairoPatternTiles {
    /// The last tile, with the color (kept, so that no other color takes its identity), scale
    /// and alpha it was drawn for.
    private var last: (color: CGColor, scale: CGFloat, alpha: CGFloat, surface: OpaquePointer)?

    isolated deinit {
        if let last { cairo_surface_destroy(last.surface) }
    }

    /// Makes `color`'s pattern the source of `context`, painted at `alpha`, placed by the
    /// pattern's matrix and `phase` in base space (which `base`, Cairo's matrix before any user
    /// transformation, maps to the device), on a canvas of `pixelScale` pixels a point.
    func setSource(_ color: CGColor, pattern: CGPattern, alpha: CGFloat, phase: CGSize, base: cairo_matrix_t,
                   pixelScale: CGFloat, baseIsFlipped: Bool, on context: OpaquePointer) {
        let baseToDevice = CGAffineTransform(a: base.xx, b: base.yx, c: base.xy, d: base.yy, tx: base.x0, ty: base.y0)
        let patternToDevice = pattern.matrix.concatenating(CGAffineTransform(translationX: phase.width, y: phase.height))
            .concatenating(baseToDevice)
        let linearScale = max(hypot(patternToDevice.a, patternToDevice.b), hypot(patternToDevice.c, patternToDevice.d))
        // Cells are drawn at most 2,048 pixels a side.
        let scale = min(max(linearScale * pixelScale, 1e-3), 2048 / max(pattern.xStep, pattern.yStep, 1e-9))
        guard pattern.xStep > 0, pattern.yStep > 0,
              let surface = tile(color, pattern: pattern, alpha: alpha, scale: scale, baseIsFlipped: baseIsFlipped) else {
            cairo_set_source_rgba(context, 0, 0, 0, 0)
            return
        }
        var current = cairo_matrix_t()
        cairo_get_matrix(context, &current)
        let deviceToUser = CGAffineTransform(a: current.xx, b: current.yx, c: current.xy, d: current.yy, tx: current.x0, ty: current.y0)
            .inverted()
        let tileToUser = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale).concatenating(patternToDevice).concatenating(deviceToUser)
        let source = cairo_pattern_create_for_surface(surface)!
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t(tileToUser.inverted())
        cairo_pattern_set_matrix(source, &matrix)
        cairo_set_source(context, source)
        cairo_pattern_destroy(source)
    }

    /// One tile (a step by a step of pattern space, `scale` pixels a unit): the cells that
    /// reach it drawn, clipped to their bounds; an uncolored pattern's coverage painted in the
    /// color; the whole at `alpha`.
    private func tile(_ color: CGColor, pattern: CGPattern, alpha: CGFloat, scale: CGFloat, baseIsFlipped: Bool) -> OpaquePointer? {
        if let last, last.color === color, last.scale == scale, last.alpha == alpha { return last.surface }
        let width = max(1, Int((pattern.xStep * scale).rounded(.up))), height = max(1, Int((pattern.yStep * scale).rounded(.up)))
        let cell = CairoCanvas(size: CGSize(width: width, height: height), scale: 1)
        cairo_scale(cell.context, Double(scale), Double(scale))
        let cellContext = CGContext(backend: CairoContextBackend(baseIsFlipped: baseIsFlipped) { cell })
        let step = CGRect(x: 0, y: 0, width: pattern.xStep, height: pattern.yStep)
        for row in -1...1 {
            for column in -1...1 {
                let offset = CGAffineTransform(translationX: CGFloat(column) * pattern.xStep, y: CGFloat(row) * pattern.yStep)
                guard pattern.bounds.applying(offset).intersects(step) else { continue }
                cellContext.saveGState()
                cellContext.concatenate(offset)
                cellContext.clip(to: pattern.bounds)
                pattern.drawPattern?(pattern.info, cellContext)
                cellContext.restoreGState()
            }
        }
        cairo_surface_flush(cell.surface)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        let painter = cairo_create(surface)!
        if pattern.isColored {
            cairo_set_source_surface(painter, cell.surface, 0, 0)
            cairo_paint_with_alpha(painter, Double(color.alpha * alpha))
        } else {
            let (red, green, blue, colorAlpha) = color.sRGBComponents ?? (0, 0, 0, color.alpha)
            cairo_set_source_rgba(painter, Double(red), Double(green), Double(blue), Double(colorAlpha * alpha))
            cairo_mask_surface(painter, cell.surface, 0, 0)
        }
        cairo_destroy(painter)
        if let last { cairo_surface_destroy(last.surface) }
        last = (color, scale, alpha, surface)
        return surface
    }
}
