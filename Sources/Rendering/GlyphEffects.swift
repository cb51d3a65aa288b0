internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// The glyphs Pango has no attribute for: outlined text (`.strokeWidth`, `.strokeColor`) and
/// skewed text (`.obliqueness`). Pango lays them out (transparent: `StyledTextAttributes`);
/// after it draws the layout, their outlines are added run by run where Pango placed them,
/// skewed about the baseline, then filled in the text's color (unless the stroke is positive:
/// the outline alone) and stroked, as Core Text draws them.
enum GlyphEffects {
    /// Draws the hand-drawn runs of `styled` in `layout`, whose top left is at `origin`.
    static func draw(_ layout: OpaquePointer, styled: StyledText, at origin: (x: Double, y: Double), on context: OpaquePointer) {
        let runs = styled.runs.filter(\.drawsGlyphsByHand)
        guard !runs.isEmpty else { return }
        let utf8Offsets = StyledTextAttributes.utf8Offsets(of: styled.string)
        func byteRange(_ run: StyledText.Run) -> Range<Int> {
            utf8Offsets[min(run.range.lowerBound, utf8Offsets.count - 1)]..<utf8Offsets[min(run.range.upperBound, utf8Offsets.count - 1)]
        }
        let ranges = runs.map(byteRange)
        let scale = Double(PANGO_SCALE)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let glyphItem = pango_layout_iter_get_run_readonly(iterator), let item = glyphItem.pointee.item,
                  let index = ranges.firstIndex(where: { $0.contains(Int(item.pointee.offset)) }) else { continue }
            let run = runs[index]
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale - Double(glyphItem.pointee.y_offset) / scale
            cairo_save(context)
            cairo_new_path(context)
            cairo_translate(context, origin.x + Double(logical.x) / scale, origin.y + baseline)
            var unskewed = cairo_matrix_t()
            cairo_get_matrix(context, &unskewed)
            if run.obliqueness != 0 {
                var skew = cairo_matrix_t(xx: 1, yx: 0, xy: -Double(min(max(run.obliqueness, -10), 10)), yy: 1, x0: 0, y0: 0)
                cairo_transform(context, &skew)
            }
            cairo_move_to(context, 0, 0)
            pango_cairo_glyph_string_path(context, item.pointee.analysis.font, glyphItem.pointee.glyphs)
            if run.strokeWidth <= 0 {
                CairoCanvas.setSource(run.color, on: context)
                cairo_fill_preserve(context)
            }
            if run.strokeWidth != 0 {
                // The outline's width in points, not skewed (the path is already in the device's pixels).
                cairo_set_matrix(context, &unskewed)
                cairo_set_line_width(context, Double(abs(min(max(run.strokeWidth, -100), 100)) * run.font.pointSize / 100))
                CairoCanvas.setSource(run.strokeColor ?? run.color, on: context)
                cairo_stroke(context)
            }
            cairo_new_path(context)
            cairo_restore(context)
        } while pango_layout_iter_next_run(iterator) != 0
    }
}
